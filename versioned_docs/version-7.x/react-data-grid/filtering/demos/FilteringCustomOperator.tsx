import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

type Range = [number | undefined, number | undefined];

// The input the filter panel shows for the operator: two number fields.
function RangeInput({ item, applyValue }: GridFilterInputValueProps) {
  const [from, to] = (item.value as Range | undefined) ?? [undefined, undefined];
  const update = (index: 0 | 1, text: string) => {
    const next: Range = [from, to];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', height: 48 }}>
      <TextField variant="standard" label="From" type="number" value={from ?? ''} onChange={(e) => update(0, e.target.value)} />
      <TextField variant="standard" label="To" type="number" value={to ?? ''} onChange={(e) => update(1, e.target.value)} />
    </Box>
  );
}

interface Flat {
  id: number;
  street: string;
  rooms: number;
  area: number;
  rent: number;
}

const betweenOperator: GridFilterOperator<Flat, number> = {
  label: 'Between',
  value: 'between',
  // Returns null while the value is incomplete: the grid then shows every row.
  getApplyFilterFn: (filterItem) => {
    const [from, to] = (filterItem.value as Range | undefined) ?? [];
    if (from === undefined || to === undefined) return null;
    return (value) => value != null && value >= from && value <= to;
  },
  InputComponent: RangeInput,
};

const flats: Flat[] = [
  { id: 1, street: 'Larkspur Lane 4', rooms: 2, area: 54, rent: 890 },
  { id: 2, street: 'Quayside 18', rooms: 3, area: 78, rent: 1240 },
  { id: 3, street: 'Orchard Row 7', rooms: 1, area: 33, rent: 610 },
  { id: 4, street: 'Mill Street 22', rooms: 4, area: 101, rent: 1580 },
  { id: 5, street: 'Bell Court 3', rooms: 2, area: 61, rent: 960 },
];

const columns: GridColDef<Flat>[] = [
  { field: 'street', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'area', headerName: 'Area (m²)', type: 'number', width: 110 },
  {
    field: 'rent',
    headerName: 'Rent (€)',
    type: 'number',
    width: 110,
    // The built-in number operators, plus ours at the front of the list.
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

export default function FilteringCustomOperator() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={flats}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'rent', operator: 'between', value: [800, 1300] }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
