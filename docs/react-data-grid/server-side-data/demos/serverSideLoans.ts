/**
 * A pretend server for the server-side data demos: book loans of a city library network.
 * Everything runs in the browser; the delay stands in for the network.
 */
import type {
  GridFilterModel,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridSortModel,
} from '@mui/x-data-grid';
import { queryRows, type ServerSchema } from '../../demos/serverSimulation';

export interface Loan {
  id: number;
  title: string;
  author: string;
  genre: string;
  branch: string;
  region: string;
  borrowedOn: string;
  daysOut: number;
  fineEur: number;
  returned: boolean;
}

const BOOKS = [
  { title: 'The Salt Road', author: 'Amara Okafor', genre: 'Fiction' },
  { title: 'Winter Orchard', author: 'Lena Holm', genre: 'Fiction' },
  { title: 'A Field Guide to Moss', author: 'Tomás Ruiz', genre: 'Nature' },
  { title: 'Birds of the Estuary', author: 'Hannah Greer', genre: 'Nature' },
  { title: 'Bread at Home', author: 'Marco Bellini', genre: 'Cookery' },
  { title: 'One-Pot Suppers', author: 'Priya Nair', genre: 'Cookery' },
  { title: 'The Quiet Harbour', author: 'Sean Doyle', genre: 'Crime' },
  { title: 'Nine Locked Doors', author: 'Ines Carvalho', genre: 'Crime' },
  { title: 'Maps of the Old City', author: 'Yusuf Kaya', genre: 'History' },
  { title: 'Rails Across the Plain', author: 'Olga Petrova', genre: 'History' },
];
const BRANCHES = [
  { branch: 'Central', region: 'City centre' },
  { branch: 'Riverside', region: 'City centre' },
  { branch: 'Northgate', region: 'North' },
  { branch: 'Hillcrest', region: 'North' },
  { branch: 'Southport', region: 'South' },
];

/** Loans derived from their index: the same every time the module loads. */
export function createLoans(count: number): Loan[] {
  return Array.from({ length: count }, (_, index) => {
    const book = BOOKS[(index * 7) % BOOKS.length] ?? BOOKS[0];
    const place = BRANCHES[(index * 3) % BRANCHES.length] ?? BRANCHES[0];
    const daysOut = 1 + ((index * 13) % 45);
    return {
      id: index + 1,
      title: book?.title ?? '',
      author: book?.author ?? '',
      genre: book?.genre ?? '',
      branch: place?.branch ?? '',
      region: place?.region ?? '',
      borrowedOn: new Date(Date.UTC(2025, 0, 1) + ((index * 37) % 300) * 86_400_000)
        .toISOString()
        .slice(0, 10),
      daysOut,
      fineEur: daysOut > 28 ? Math.round((daysOut - 28) * 0.25 * 100) / 100 : 0,
      returned: index % 3 !== 0,
    };
  });
}

export const loans = createLoans(500);

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

/** The type of each loan field, so the server filters and sorts it as the grid's column does. */
export const LOAN_SCHEMA: ServerSchema = {
  id: 'number',
  daysOut: 'number',
  fineEur: 'number',
  returned: 'boolean',
};

/** Filters and sorts like a database would, for every operator of each column type. */
export function applyQuery<R extends object>(
  rows: R[],
  filterModel: GridFilterModel,
  sortModel: GridSortModel,
  schema: ServerSchema = LOAN_SCHEMA,
): R[] {
  return queryRows(rows, { filterModel, sortModel }, schema);
}

/** One page of loans: the answer a REST endpoint would give to `GET /loans?sort=…&filter=…&start=…&end=…`. */
export async function fetchLoans(
  params: GridGetRowsParams,
  rows: Loan[] = loans,
): Promise<GridGetRowsResponse> {
  await wait(400);
  const matching = applyQuery(rows, params.filterModel, params.sortModel);
  const start = Number(params.start);
  return { rows: matching.slice(start, params.end + 1), rowCount: matching.length };
}

/** A small stateful server for the error-handling demo: it can go down, and it validates edits. */
export function createLoanServer(count: number) {
  const table = createLoans(count);
  let down = false;
  return {
    setDown(value: boolean) {
      down = value;
    },
    async getRows(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
      if (down) {
        await wait(300);
        throw new Error('503 Service Unavailable');
      }
      return fetchLoans(params, table);
    },
    async updateRow(loan: Loan): Promise<Loan> {
      await wait(300);
      if (loan.daysOut < 0 || loan.daysOut > 90) {
        throw new Error('Loans last between 0 and 90 days.');
      }
      const index = table.findIndex((row) => row.id === loan.id);
      table[index] = loan;
      return loan;
    },
  };
}
