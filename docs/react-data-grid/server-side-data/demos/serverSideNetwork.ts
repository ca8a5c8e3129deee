/** A pretend server for the server-side tree data demos: the library network, one level per request. */
import type { GridGetRowsParams } from '@mui/x-data-grid-pro';
import type { ServerSchema } from '../../demos/serverSimulation';
import { applyQuery, wait } from './serverSideLoans';

export interface NetworkNode {
  id: string;
  name: string;
  kind: 'Region' | 'Branch' | 'Collection';
  items: number;
  staff: number;
  childCount: number;
}

const PATHS: Array<[string, number, number]> = [
  ['City centre', 0, 0],
  ['City centre/Central', 0, 24],
  ['City centre/Central/Adult fiction', 18_400, 3],
  ['City centre/Central/Music scores', 2_150, 1],
  ['City centre/Central/Local archive', 9_870, 2],
  ['City centre/Riverside', 0, 9],
  ['City centre/Riverside/Children', 6_320, 2],
  ['City centre/Riverside/Languages', 1_940, 1],
  ['North', 0, 0],
  ['North/Northgate', 0, 11],
  ['North/Northgate/Adult fiction', 7_210, 2],
  ['North/Northgate/Comics', 1_480, 1],
  ['North/Hillcrest', 0, 6],
  ['North/Hillcrest/Children', 3_960, 2],
  ['South', 0, 0],
  ['South/Southport', 0, 8],
  ['South/Southport/Maritime history', 2_730, 1],
  ['South/Southport/Adult fiction', 5_540, 2],
];

const KINDS = ['Region', 'Branch', 'Collection'] as const;

/** The numeric fields of a node; the others are filtered and sorted as text. */
const NETWORK_SCHEMA: ServerSchema = { items: 'number', staff: 'number', childCount: 'number' };

const nodes = PATHS.map(([path, items, staff]) => {
  const parts = path.split('/');
  return { parts, items, staff, kind: KINDS[parts.length - 1] ?? 'Collection' };
});

function isChildOf(parts: string[], parent: string[]): boolean {
  return parts.length === parent.length + 1 && parent.every((key, index) => parts[index] === key);
}

/** Totals roll up, so a region shows the items and staff of everything below it. */
function toRow(parts: string[]): NetworkNode {
  const below = nodes.filter((node) => isWithin(node.parts, parts));
  const self = nodes.find((node) => node.parts.join('/') === parts.join('/'));
  return {
    id: parts.join('/'),
    name: parts[parts.length - 1] ?? '',
    kind: self?.kind ?? 'Collection',
    items: below.reduce((sum, node) => sum + node.items, 0),
    staff: below.reduce((sum, node) => sum + node.staff, 0),
    childCount: nodes.filter((node) => isChildOf(node.parts, parts)).length,
  };
}

function isWithin(parts: string[], ancestor: string[]): boolean {
  return ancestor.every((key, index) => parts[index] === key);
}

/** The children of the group whose path is `groupKeys` (the top level when it is empty). */
export async function fetchNetworkLevel(
  params: GridGetRowsParams & { groupKeys?: string[] },
  options: { failFor?: string } = {},
): Promise<{ rows: NetworkNode[]; rowCount: number }> {
  await wait(500);
  const groupKeys = params.groupKeys ?? [];
  if (options.failFor && groupKeys[groupKeys.length - 1] === options.failFor) {
    throw new Error(`${options.failFor}: the branch server did not answer in time.`);
  }
  const children = nodes.filter((node) => isChildOf(node.parts, groupKeys)).map((node) => toRow(node.parts));
  const rows = applyQuery(children, params.filterModel, params.sortModel, NETWORK_SCHEMA);
  return { rows, rowCount: rows.length };
}
