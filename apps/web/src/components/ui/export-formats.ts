import type { ExportFormat } from '@gdo/domain/export-format';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';

// The files an export button offers, each with its label and icon.
export const EXPORT_FORMATS: { format: ExportFormat; label: string; Icon: typeof IconFileTypePdf }[] = [
  { format: 'pdf', label: 'PDF', Icon: IconFileTypePdf },
  { format: 'xlsx', label: 'XLSX', Icon: IconFileSpreadsheet },
];
