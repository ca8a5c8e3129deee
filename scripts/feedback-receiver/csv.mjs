// @ts-check
/** Stored feedback as CSV (RFC 4180), safe to open in a spreadsheet. */

export const CSV_COLUMNS = /** @type {const} */ ([
  'receivedAt',
  'id',
  'page',
  'version',
  'language',
  'rating',
  'section',
  'comment',
]);

/**
 * Quotes a field when needed. Text a spreadsheet would run as a formula
 * (starting with an equals, plus, minus or at sign, a tab or a carriage return)
 * is prefixed with an apostrophe.
 * @param {string} value
 */
export function csvField(value) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * @param {import('./store.mjs').StoredFeedback[]} records
 * @returns {string}
 */
export function toCsv(records) {
  const rows = records.map((record) => CSV_COLUMNS.map((column) => csvField(record[column] ?? '')).join(','));
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
