import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// SQL that other modules' repositories compose into their own queries (decision 060).

/** Catalogue numbers in numeric order, level by level: 02 before 10, 01.02 before 01.10. */
export const numeroOrder = (column: AnyColumn): SQL => sql`string_to_array(${column}, '.')::int[]`;
