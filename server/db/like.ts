import { ilike, type Column } from 'drizzle-orm';

/** Case-insensitive "contains" on a text column; `%`, `_` and `\` in the term match themselves. */
export const containsText = (column: Column, term: string) =>
  ilike(column, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
