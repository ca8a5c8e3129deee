import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { books, type Book } from './filteringData';

type Bound = number | null;

/** An empty bound is stored as '' (the number column parses it to null), a set bound as a number. */
function toBound(value: unknown): Bound {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function toRange(value: unknown): [Bound, Bound] {
  return Array.isArray(value) ? [toBound(value[0]), toBound(value[1])] : [null, null];
}

/** Two number fields, "from" and "to", stored as one `[from, to]` filter value. */
function RangeInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const [from, to] = toRange(item.value);

  const update = (index: 0 | 1, text: string) => {
    const next: (number | '')[] = [from ?? '', to ?? ''];
    next[index] = text === '' ? '' : Number(text);
    applyValue({ ...item, value: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 48 }}>
      <TextField
        label="From"
        type="number"
        size="small"
        variant="standard"
        value={from ?? ''}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        sx={{ width: 80 }}
      />
      <TextField
        label="To"
        type="number"
        size="small"
        variant="standard"
        value={to ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 80 }}
      />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<Book, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = toRange(filterItem.value);
    if (from === null && to === null) return null;
    return (value) => (from === null || value >= from) && (to === null || value <= to);
  },
  InputComponent: RangeInput,
  getValueAsString: (value) =>
    toRange(value)
      .map((bound) => bound ?? '…')
      .join(' – '),
};

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  {
    field: 'pages',
    headerName: 'Pages',
    type: 'number',
    width: 100,
    // The built-in number operators stay available after the new one.
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

export default function FilteringCustomizationRange() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'pages', operator: 'between', value: [200, 400] }] } },
        }}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
    </Box>
  );
}
