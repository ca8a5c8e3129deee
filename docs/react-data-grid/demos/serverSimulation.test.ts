import type { GridFilterItem, GridLogicOperator } from '@mui/x-data-grid';
import {
  filterRows,
  matchesFilterItem,
  OPERATORS_BY_TYPE,
  queryRows,
  sortRows,
  UnsupportedFilterError,
  type ServerColumnType,
  type ServerSchema,
} from './serverSimulation';

/** Five shipments with one value of every type each, and gaps (null, '') where a type allows them. */
interface Shipment {
  id: number;
  carrier: string | null;
  weightKg: number | null;
  shippedOn: Date | null;
  pickedUpAt: string | null;
  insured: boolean;
  status: string;
}

const shipments: Shipment[] = [
  {
    id: 1,
    carrier: 'Nordpost',
    weightKg: 2.5,
    shippedOn: new Date(Date.UTC(2025, 2, 3)),
    pickedUpAt: '2025-03-03T08:15:00Z',
    insured: true,
    status: 'Delivered',
  },
  {
    id: 2,
    carrier: 'Baltic Freight',
    weightKg: 12,
    shippedOn: new Date(Date.UTC(2025, 2, 7)),
    pickedUpAt: '2025-03-07T16:40:00Z',
    insured: false,
    status: 'In transit',
  },
  {
    id: 3,
    carrier: 'nordpost',
    weightKg: 0.8,
    shippedOn: new Date(Date.UTC(2025, 2, 10)),
    pickedUpAt: '2025-03-10T11:05:00Z',
    insured: false,
    status: 'Delivered',
  },
  {
    id: 4,
    carrier: '',
    weightKg: null,
    shippedOn: null,
    pickedUpAt: null,
    insured: true,
    status: 'Returned',
  },
  {
    id: 5,
    carrier: 'Alpine Couriers',
    weightKg: 12,
    shippedOn: new Date(Date.UTC(2025, 2, 12)),
    pickedUpAt: '2025-03-12T07:50:00Z',
    insured: false,
    status: 'In transit',
  },
];

const schema: ServerSchema = {
  id: 'number',
  weightKg: 'number',
  shippedOn: 'date',
  pickedUpAt: 'dateTime',
  insured: 'boolean',
  status: 'singleSelect',
};

const ALL_IDS = shipments.map((row) => row.id);

function ids(items: GridFilterItem[], logicOperator?: 'and' | 'or'): number[] {
  return filterRows(shipments, { items, logicOperator: logicOperator as GridLogicOperator | undefined }, schema).map((row) => row.id);
}

/**
 * One case per operator of every type. Each expected result is neither every row nor (except where the
 * data makes it so) no row, so an operator the server ignored — which lets every row through — fails.
 */
const CASES: Record<ServerColumnType, Array<[operator: string, field: string, value: unknown, expected: number[]]>> =
  {
    string: [
      ['contains', 'carrier', 'post', [1, 3]],
      ['doesNotContain', 'carrier', 'post', [2, 4, 5]],
      ['equals', 'carrier', 'NORDPOST', [1, 3]],
      ['doesNotEqual', 'carrier', 'Nordpost', [2, 4, 5]],
      ['startsWith', 'carrier', 'bal', [2]],
      ['endsWith', 'carrier', 'couriers', [5]],
      ['isEmpty', 'carrier', undefined, [4]],
      ['isNotEmpty', 'carrier', undefined, [1, 2, 3, 5]],
      ['isAnyOf', 'carrier', ['Alpine Couriers', 'baltic freight'], [2, 5]],
    ],
    number: [
      ['=', 'weightKg', 12, [2, 5]],
      ['!=', 'weightKg', 12, [1, 3, 4]],
      ['>', 'weightKg', 2.5, [2, 5]],
      ['>=', 'weightKg', '2.5', [1, 2, 5]],
      ['<', 'weightKg', 2.5, [3]],
      ['<=', 'weightKg', 2.5, [1, 3]],
      ['isEmpty', 'weightKg', undefined, [4]],
      ['isNotEmpty', 'weightKg', undefined, [1, 2, 3, 5]],
      ['isAnyOf', 'weightKg', [0.8, '2.5'], [1, 3]],
    ],
    date: [
      ['is', 'shippedOn', '2025-03-07', [2]],
      ['not', 'shippedOn', new Date(Date.UTC(2025, 2, 7)), [1, 3, 5]],
      ['after', 'shippedOn', '2025-03-07', [3, 5]],
      ['onOrAfter', 'shippedOn', '2025-03-07', [2, 3, 5]],
      ['before', 'shippedOn', '2025-03-07', [1]],
      ['onOrBefore', 'shippedOn', '2025-03-07', [1, 2]],
      ['isEmpty', 'shippedOn', undefined, [4]],
      ['isNotEmpty', 'shippedOn', undefined, [1, 2, 3, 5]],
    ],
    dateTime: [
      ['is', 'pickedUpAt', '2025-03-10T11:05:00Z', [3]],
      ['not', 'pickedUpAt', '2025-03-10T11:05:00Z', [1, 2, 5]],
      ['after', 'pickedUpAt', new Date('2025-03-07T16:40:00Z'), [3, 5]],
      ['onOrAfter', 'pickedUpAt', '2025-03-07T16:40:00Z', [2, 3, 5]],
      ['before', 'pickedUpAt', '2025-03-07T16:40:00Z', [1]],
      ['onOrBefore', 'pickedUpAt', '2025-03-07T16:40:00Z', [1, 2]],
      ['isEmpty', 'pickedUpAt', undefined, [4]],
      ['isNotEmpty', 'pickedUpAt', undefined, [1, 2, 3, 5]],
    ],
    boolean: [['is', 'insured', 'true', [1, 4]]],
    singleSelect: [
      ['is', 'status', 'Delivered', [1, 3]],
      ['not', 'status', 'Delivered', [2, 4, 5]],
      ['isAnyOf', 'status', ['Returned', { value: 'In transit', label: 'In transit' }], [2, 4, 5]],
    ],
  };

describe('serverSimulation: every operator of every column type', () => {
  for (const [type, operators] of Object.entries(OPERATORS_BY_TYPE) as Array<[ServerColumnType, readonly string[]]>) {
    it(`has a case for each of the ${operators.length} ${type} operators`, () => {
      expect(CASES[type].map(([operator]) => operator)).toEqual([...operators]);
    });
    for (const [operator, field, value, expected] of CASES[type]) {
      it(`${type} ${operator}`, () => {
        expect(expected).not.toEqual(ALL_IDS);
        expect(ids([{ field, operator, value }])).toEqual(expected);
      });
    }
  }

  it('applies boolean "is" with false, and with a real boolean', () => {
    expect(ids([{ field: 'insured', operator: 'is', value: false }])).toEqual([2, 3, 5]);
  });
});

describe('serverSimulation: the model as a whole', () => {
  it('skips items still waiting for their value, as the grid does', () => {
    expect(ids([{ field: 'carrier', operator: 'contains', value: '' }])).toEqual(ALL_IDS);
    expect(ids([{ field: 'weightKg', operator: 'isAnyOf', value: [] }])).toEqual(ALL_IDS);
  });

  it('joins items with "and" by default and with "or" on request', () => {
    const items: GridFilterItem[] = [
      { id: 1, field: 'status', operator: 'is', value: 'Delivered' },
      { id: 2, field: 'weightKg', operator: '>', value: 10 },
    ];
    expect(ids(items)).toEqual([]);
    expect(ids(items, 'or')).toEqual([1, 2, 3, 5]);
  });

  it('matches every quick-filter word by default, any word with "or"', () => {
    const quick = (values: string[], quickFilterLogicOperator?: 'and' | 'or') =>
      filterRows(shipments, {
          items: [],
          quickFilterValues: values,
          quickFilterLogicOperator: quickFilterLogicOperator as GridLogicOperator | undefined,
        }, schema).map(
        (row) => row.id,
      );
    expect(quick(['nord', 'delivered'])).toEqual([1, 3]);
    expect(quick(['alpine', 'returned'])).toEqual([]);
    expect(quick(['alpine', 'returned'], 'or')).toEqual([4, 5]);
  });

  it('searches only the quick-filter fields it is given', () => {
    const rows = filterRows(shipments, { items: [], quickFilterValues: ['transit'] }, schema, {
      quickFilterFields: ['carrier'],
    });
    expect(rows).toEqual([]);
  });

  it('refuses an operator the column type does not have, instead of ignoring it', () => {
    expect(() => ids([{ field: 'weightKg', operator: 'contains', value: '1' }])).toThrow(UnsupportedFilterError);
    expect(() => ids([{ field: 'carrier', operator: 'after', value: 'x' }])).toThrow(UnsupportedFilterError);
  });

  it('refuses an operator outside the API’s allowed list', () => {
    const call = () =>
      filterRows(shipments, { items: [{ field: 'carrier', operator: 'endsWith', value: 'post' }] }, schema, {
        allowedOperators: ['contains'],
      });
    expect(call).toThrow(UnsupportedFilterError);
  });

  it('matches one cell directly', () => {
    expect(matchesFilterItem(7, { field: 'x', operator: '>=', value: 7 }, 'number')).toBe(true);
  });
});

describe('serverSimulation: sorting', () => {
  it('sorts numbers, dates and text by type, empty values first', () => {
    const byWeight = sortRows(shipments, [{ field: 'weightKg', sort: 'asc' }], schema).map((row) => row.id);
    expect(byWeight).toEqual([4, 3, 1, 2, 5]);
    const byDate = sortRows(shipments, [{ field: 'shippedOn', sort: 'desc' }], schema).map((row) => row.id);
    expect(byDate).toEqual([5, 3, 2, 1, 4]);
  });

  it('uses later sort items to break ties', () => {
    const rows = queryRows(
      shipments,
      {
        sortModel: [
          { field: 'weightKg', sort: 'desc' },
          { field: 'carrier', sort: 'asc' },
        ],
      },
      schema,
    );
    expect(rows.map((row) => row.id)).toEqual([5, 2, 1, 3, 4]);
  });
});

describe('the simulated servers of the demos', () => {
  it('type each loan field as the loan columns do, so every operator offered is one the server applies', async () => {
    const { LOAN_SCHEMA, loans } = await import('../server-side-data/demos/serverSideLoans');
    const { loanColumns } = await import('../server-side-data/demos/serverSideColumns');
    for (const column of loanColumns) {
      const type = (column.type ?? 'string') as ServerColumnType;
      expect(LOAN_SCHEMA[column.field] ?? 'string').toBe(type);
      for (const operator of OPERATORS_BY_TYPE[type]) {
        const sample = (loans[0] as unknown as Record<string, unknown>)[column.field];
        const value = operator === 'isAnyOf' ? [sample] : sample;
        const rows = filterRows(loans, { items: [{ field: column.field, operator, value }] }, LOAN_SCHEMA);
        expect(rows.length).toBeLessThanOrEqual(loans.length);
      }
    }
  });

  it('lets the catalogue API refuse operators outside its contract, and apply every other one', async () => {
    const { queryCatalogue, SERVER_OPERATORS } = await import('../filtering/demos/serverSideData');
    await expect(
      queryCatalogue({ items: [{ field: 'title', operator: 'endsWith', value: 'road' }] }, {
        delayMs: 0,
        operators: SERVER_OPERATORS,
      }),
    ).rejects.toThrow(UnsupportedFilterError);
    const history = await queryCatalogue(
      { items: [{ field: 'genre', operator: 'is', value: 'History' }] },
      { delayMs: 0, operators: SERVER_OPERATORS },
    );
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((book) => book.genre === 'History')).toBe(true);
    const longReads = await queryCatalogue({ items: [{ field: 'pages', operator: '>=', value: 500 }] }, { delayMs: 0 });
    expect(longReads.every((book) => book.pages >= 500)).toBe(true);
  });
});

describe('the roster data source of the CRUD page', () => {
  it('pages, sorts and applies filters of every roster column type', async () => {
    const { createVolunteerSource } = await import('../editing/demos/volunteerDataSource');
    const server = createVolunteerSource();
    const base = { sortModel: [], start: 0, end: 9 };
    const drivers = await server.getRows({ ...base, filterModel: { items: [{ field: 'role', operator: 'is', value: 'Driver' }] } });
    expect(drivers.rows.map((row) => row.name)).toEqual(['Grace Okonkwo', 'Kwabena Owusu']);
    const inactive = await server.getRows({ ...base, filterModel: { items: [{ field: 'active', operator: 'is', value: 'false' }] } });
    expect(inactive.rows.map((row) => row.name)).toEqual(['Maribel Ortega']);
    const longShifts = await server.getRows({
      ...base,
      filterModel: { items: [{ field: 'hoursPerWeek', operator: '>=', value: 6 }] },
      sortModel: [{ field: 'hoursPerWeek', sort: 'desc' }],
    });
    expect(longShifts.rows.map((row) => row.hoursPerWeek)).toEqual([8, 6]);
    await server.remove(1);
    const afterRemoval = await server.getRows({ ...base, filterModel: { items: [] }, end: 1 });
    expect(afterRemoval.rowCount).toBe(5);
    expect(afterRemoval.rows).toHaveLength(2);
  });
});
