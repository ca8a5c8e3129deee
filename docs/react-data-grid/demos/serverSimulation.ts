/**
 * The query engine behind every simulated server of the Data Grid demos. It answers a filter
 * model and a sort model the way a backend would, for every operator the grid's built-in column
 * types offer, so no filter a reader builds in a demo is silently ignored.
 *
 * A backend receives JSON, so values are accepted in their serialized forms too: numbers as
 * strings, dates as `Date` objects or ISO strings, booleans as `'true'`/`'false'`.
 */
import type { GridFilterItem, GridFilterModel, GridSortModel } from '@mui/x-data-grid';

/** The built-in column types a simulated server knows how to filter. */
export type ServerColumnType = 'string' | 'number' | 'date' | 'dateTime' | 'boolean' | 'singleSelect';

/** The type of each field; a field that is not listed is a `string` column. */
export type ServerSchema = Readonly<Record<string, ServerColumnType>>;

/** Every operator the grid offers for each column type, in the grid's order. */
export const OPERATORS_BY_TYPE: Readonly<Record<ServerColumnType, readonly string[]>> = {
  string: [
    'contains',
    'doesNotContain',
    'equals',
    'doesNotEqual',
    'startsWith',
    'endsWith',
    'isEmpty',
    'isNotEmpty',
    'isAnyOf',
  ],
  number: ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty', 'isAnyOf'],
  date: ['is', 'not', 'after', 'onOrAfter', 'before', 'onOrBefore', 'isEmpty', 'isNotEmpty'],
  dateTime: ['is', 'not', 'after', 'onOrAfter', 'before', 'onOrBefore', 'isEmpty', 'isNotEmpty'],
  boolean: ['is'],
  singleSelect: ['is', 'not', 'isAnyOf'],
};

/** Operators that compare nothing, so they apply without a value. */
const VALUELESS = new Set(['isEmpty', 'isNotEmpty']);

/** What a real API answers when the request names an operator it does not implement. */
export class UnsupportedFilterError extends Error {
  constructor(field: string, operator: string) {
    super(`The server cannot filter "${field}" with the operator "${operator}".`);
    this.name = 'UnsupportedFilterError';
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base', usage: 'search' });

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A select option may arrive as `{ value, label }`. */
function optionValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && 'value' in value) {
    return (value as { value: unknown }).value;
  }
  return value;
}

function toNumber(value: unknown): number | null {
  if (isBlank(value)) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(number) ? null : number;
}

function toDate(value: unknown): Date | null {
  if (isBlank(value)) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Calendar day (UTC) for `date` columns, minute for `dateTime` columns. */
function dateKey(date: Date, type: 'date' | 'dateTime'): number {
  if (type === 'date') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return Math.floor(date.getTime() / 60_000);
}

function toBoolean(value: unknown): boolean | null {
  const text = String(value).toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  return null;
}

const toText = (value: unknown) => (isBlank(value) ? '' : String(value));

/**
 * Whether the item constrains anything: an item still waiting for its value is skipped,
 * like the grid skips it, while `isEmpty` and `isNotEmpty` always apply.
 */
export function isActiveItem(item: GridFilterItem): boolean {
  if (VALUELESS.has(item.operator)) return true;
  if (Array.isArray(item.value)) return item.value.length > 0;
  if (typeof item.value === 'string') return item.value.trim() !== '';
  if (typeof item.value === 'number') return !Number.isNaN(item.value);
  return !isBlank(item.value);
}

function matchString(cell: unknown, item: GridFilterItem): boolean {
  const text = toText(cell);
  const wanted = typeof item.value === 'string' ? item.value.trim().toLowerCase() : '';
  const present = !isBlank(cell);
  switch (item.operator) {
    case 'contains':
      return present && text.toLowerCase().includes(wanted);
    case 'doesNotContain':
      return !present || !text.toLowerCase().includes(wanted);
    case 'equals':
      return present && collator.compare(text, wanted) === 0;
    case 'doesNotEqual':
      return !present || collator.compare(text, wanted) !== 0;
    case 'startsWith':
      return present && text.toLowerCase().startsWith(wanted);
    case 'endsWith':
      return present && text.toLowerCase().endsWith(wanted);
    case 'isEmpty':
      return !present;
    case 'isNotEmpty':
      return present;
    case 'isAnyOf':
      return (
        present &&
        (item.value as unknown[]).some((option) => collator.compare(text, String(option).trim()) === 0)
      );
    default:
      throw new UnsupportedFilterError(item.field, item.operator);
  }
}

function matchNumber(cell: unknown, item: GridFilterItem): boolean {
  const number = toNumber(cell);
  if (item.operator === 'isEmpty') return number === null;
  if (item.operator === 'isNotEmpty') return number !== null;
  if (item.operator === 'isAnyOf') {
    const options = (item.value as unknown[]).map(toNumber);
    return number !== null && options.includes(number);
  }
  const wanted = toNumber(item.value);
  switch (item.operator) {
    case '=':
      return number === wanted;
    case '!=':
      return number !== wanted;
    case '>':
      return number !== null && wanted !== null && number > wanted;
    case '>=':
      return number !== null && wanted !== null && number >= wanted;
    case '<':
      return number !== null && wanted !== null && number < wanted;
    case '<=':
      return number !== null && wanted !== null && number <= wanted;
    default:
      throw new UnsupportedFilterError(item.field, item.operator);
  }
}

function matchDate(cell: unknown, item: GridFilterItem, type: 'date' | 'dateTime'): boolean {
  const date = toDate(cell);
  if (item.operator === 'isEmpty') return date === null;
  if (item.operator === 'isNotEmpty') return date !== null;
  const wanted = toDate(item.value);
  if (!OPERATORS_BY_TYPE[type].includes(item.operator)) {
    throw new UnsupportedFilterError(item.field, item.operator);
  }
  if (date === null || wanted === null) return false;
  const left = dateKey(date, type);
  const right = dateKey(wanted, type);
  switch (item.operator) {
    case 'is':
      return left === right;
    case 'not':
      return left !== right;
    case 'after':
      return left > right;
    case 'onOrAfter':
      return left >= right;
    case 'before':
      return left < right;
    default:
      // 'onOrBefore'
      return left <= right;
  }
}

function matchBoolean(cell: unknown, item: GridFilterItem): boolean {
  if (item.operator !== 'is') throw new UnsupportedFilterError(item.field, item.operator);
  const wanted = toBoolean(item.value);
  return wanted === null || Boolean(cell) === wanted;
}

function matchSelect(cell: unknown, item: GridFilterItem): boolean {
  const value = optionValue(cell);
  switch (item.operator) {
    case 'is':
      return value === optionValue(item.value);
    case 'not':
      return value !== optionValue(item.value);
    case 'isAnyOf':
      return (item.value as unknown[]).map(optionValue).includes(value);
    default:
      throw new UnsupportedFilterError(item.field, item.operator);
  }
}

/** Whether one cell value passes one filter item of a column of the given type. */
export function matchesFilterItem(cell: unknown, item: GridFilterItem, type: ServerColumnType): boolean {
  if (!isActiveItem(item)) return true;
  switch (type) {
    case 'number':
      return matchNumber(cell, item);
    case 'date':
    case 'dateTime':
      return matchDate(cell, item, type);
    case 'boolean':
      return matchBoolean(cell, item);
    case 'singleSelect':
      return matchSelect(cell, item);
    default:
      return matchString(cell, item);
  }
}

/** The text a quick-filter word is searched in: dates as `YYYY-MM-DD`, other values as text. */
function searchableText(cell: unknown): string {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return toText(optionValue(cell)).toLowerCase();
}

export interface QueryOptions {
  /** Fields searched by the quick filter (every field of the schema and row by default). */
  quickFilterFields?: readonly string[];
  /** Operators the API accepts; any other operator is refused with an `UnsupportedFilterError`. */
  allowedOperators?: readonly string[];
}

type Row = object;

const cellOf = (row: Row, field: string): unknown => (row as Record<string, unknown>)[field];

/** Keeps the rows that pass the filter model: items joined by its logic operator, then quick filter words. */
export function filterRows<R extends Row>(
  rows: readonly R[],
  model: GridFilterModel | undefined,
  schema: ServerSchema = {},
  options: QueryOptions = {},
): R[] {
  const items = (model?.items ?? []).filter(isActiveItem);
  for (const item of items) {
    const type = schema[item.field] ?? 'string';
    const allowed = options.allowedOperators ?? OPERATORS_BY_TYPE[type];
    if (!allowed.includes(item.operator) || !OPERATORS_BY_TYPE[type].includes(item.operator)) {
      throw new UnsupportedFilterError(item.field, item.operator);
    }
  }
  const words = (model?.quickFilterValues ?? [])
    .map((word) => String(word).trim().toLowerCase())
    .filter((word) => word !== '');
  const useOr = model?.logicOperator === 'or';
  const quickUsesOr = model?.quickFilterLogicOperator === 'or';

  return rows.filter((row) => {
    if (items.length > 0) {
      const test = (item: GridFilterItem) =>
        matchesFilterItem(cellOf(row, item.field), item, schema[item.field] ?? 'string');
      if (useOr ? !items.some(test) : !items.every(test)) return false;
    }
    if (words.length === 0) return true;
    const fields = options.quickFilterFields ?? Object.keys(row);
    const texts = fields.map((field) => searchableText(cellOf(row, field)));
    const found = (word: string) => texts.some((text) => text.includes(word));
    return quickUsesOr ? words.some(found) : words.every(found);
  });
}

function compareCells(a: unknown, b: unknown, type: ServerColumnType): number {
  if (isBlank(a) || isBlank(b)) return Number(!isBlank(a)) - Number(!isBlank(b));
  if (type === 'number') return (toNumber(a) ?? 0) - (toNumber(b) ?? 0);
  if (type === 'date' || type === 'dateTime') return (toDate(a)?.getTime() ?? 0) - (toDate(b)?.getTime() ?? 0);
  if (type === 'boolean') return Number(Boolean(a)) - Number(Boolean(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(optionValue(a)).localeCompare(String(optionValue(b)), 'en');
}

/** Sorts a copy of the rows by the sort model, first item first; empty values come first in ascending order. */
export function sortRows<R extends Row>(
  rows: readonly R[],
  sortModel: GridSortModel | undefined,
  schema: ServerSchema = {},
): R[] {
  const model = (sortModel ?? []).filter((item) => item.sort);
  if (model.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const { field, sort } of model) {
      const order = compareCells(cellOf(a, field), cellOf(b, field), schema[field] ?? 'string');
      if (order !== 0) return sort === 'desc' ? -order : order;
    }
    return 0;
  });
}

/** Filters, then sorts: what `SELECT … WHERE … ORDER BY …` does. */
export function queryRows<R extends Row>(
  rows: readonly R[],
  query: { filterModel?: GridFilterModel; sortModel?: GridSortModel },
  schema: ServerSchema = {},
  options: QueryOptions = {},
): R[] {
  return sortRows(filterRows(rows, query.filterModel, schema, options), query.sortModel, schema);
}

/** Resolves after `ms` milliseconds: stands in for the network. */
export function networkDelay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}
