/**
 * The loan server of the Premium demos: it groups rows by the requested fields and computes
 * aggregates, the way a SQL `GROUP BY` with `SUM`/`AVG`/`COUNT` would.
 */
import type { GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid-premium';
import { applyQuery, loans, wait, type Loan } from './serverSideLoans';

export interface LoanGroupRow {
  id: string;
  groupKey: string;
  childCount: number;
  aggregates: Record<string, number>;
  [field: string]: unknown;
}

function aggregate(rows: Loan[], model: Record<string, string>): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [field, fn] of Object.entries(model)) {
    const values = rows.map((row) => (row as unknown as Record<string, unknown>)[field]);
    const numbers = values.filter((value): value is number => typeof value === 'number');
    if (fn === 'size') result[field] = values.length;
    if (fn === 'sum') result[field] = Math.round(numbers.reduce((sum, value) => sum + value, 0) * 100) / 100;
    if (fn === 'avg' && numbers.length > 0) {
      result[field] = Math.round((numbers.reduce((sum, value) => sum + value, 0) / numbers.length) * 10) / 10;
    }
    if (fn === 'max' && numbers.length > 0) result[field] = Math.max(...numbers);
  }
  return result;
}

const keyOf = (row: Loan, field: string) => String((row as unknown as Record<string, unknown>)[field]);

/** Answers a request of a grid with row grouping and aggregation. */
export async function fetchLoanGroups(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await wait(450);
  const groupFields = params.groupFields ?? [];
  const groupKeys = params.groupKeys ?? [];
  const aggregationModel = params.aggregationModel ?? {};
  const matching = applyQuery(loans, params.filterModel, params.sortModel);
  // The loans inside the requested group.
  const inGroup = matching.filter((row) =>
    groupKeys.every((key, depth) => keyOf(row, groupFields[depth] ?? '') === key),
  );
  const aggregateRow = { aggregates: aggregate(matching, aggregationModel) };
  const field = groupFields[groupKeys.length];

  let rows: object[];
  if (field === undefined) {
    // Deepest level: the loans themselves.
    rows = inGroup;
  } else {
    const buckets = new Map<string, Loan[]>();
    for (const row of inGroup)
      buckets.set(keyOf(row, field), [...(buckets.get(keyOf(row, field)) ?? []), row]);
    const nextField = groupFields[groupKeys.length + 1];
    rows = [...buckets.entries()].map(
      ([key, members]): LoanGroupRow => ({
        id: `group:${[...groupKeys, key].join('/')}`,
        groupKey: key,
        // The raw value (a boolean stays a boolean), so the column formats the group label.
        [field]: (members[0] as unknown as Record<string, unknown> | undefined)?.[field],
        childCount:
          nextField === undefined
            ? members.length
            : new Set(members.map((row) => keyOf(row, nextField))).size,
        aggregates: aggregate(members, aggregationModel),
      }),
    );
  }
  // Only the top level is paginated; a group's children come in one answer.
  const page = groupKeys.length === 0 ? rows.slice(Number(params.start), params.end + 1) : rows;
  return { rows: page, rowCount: rows.length, aggregateRow };
}

/** A group row's value; a loan (a leaf) is keyed by its own id. */
export const getGroupKey = (row: object) =>
  (row as Partial<LoanGroupRow>).groupKey ?? String((row as Partial<Loan>).id);
export const getChildrenCount = (row: object) => (row as Partial<LoanGroupRow>).childCount ?? 0;
/** The grid types this value as a string; the column's formatter turns it into text. */
export const getAggregatedValue = (row: object, field: string) =>
  String((row as Partial<LoanGroupRow>).aggregates?.[field] ?? '');

/** The functions the server understands; the grid only offers these in the column menus. */
export const serverAggregationFunctions = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};
