/** The shape of the generated `docs/<guide folder>/localizationTable.json` files (scripts/locales.ts). */
export interface LocaleEntry {
  importName: string;
  tag: string;
  name: string;
  translated: number;
  sameAsEnglish: number;
  reference: boolean;
}

export interface LocaleTableData {
  package: string;
  version: string;
  totalKeys: number;
  locales: LocaleEntry[];
}

export interface LocaleRow extends LocaleEntry {
  /** Whole percent, rounded down so that only a complete pack shows 100 %. */
  percent: number;
}

function isEntry(value: unknown): value is LocaleEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.importName === 'string' &&
    typeof entry.tag === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.translated === 'number' &&
    Number.isFinite(entry.translated) &&
    entry.translated >= 0
  );
}

export function completionPercent(translated: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.floor((Math.min(translated, total) / total) * 100);
}

/**
 * Rows to display, or `null` when the data is unusable (the table then shows
 * a message instead of rows). Entries with a wrong shape are skipped.
 */
export function toLocaleRows(data: unknown): LocaleRow[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const { totalKeys, locales } = data as Partial<LocaleTableData>;
  if (typeof totalKeys !== 'number' || !(totalKeys > 0) || !Array.isArray(locales)) return null;
  const rows = locales.filter(isEntry).map((entry) => ({
    ...entry,
    sameAsEnglish: typeof entry.sameAsEnglish === 'number' ? entry.sameAsEnglish : 0,
    reference: entry.reference === true,
    percent: completionPercent(entry.translated, totalKeys),
  }));
  return rows.length > 0 ? rows : null;
}
