// The files the lançamentos of an obra and a budget are exported to: each export path ends in one.
export const EXPORT_FORMATS = ['pdf', 'xlsx'] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];
