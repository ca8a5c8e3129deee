import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Supplier {
  id: number;
  name: string;
  country: string;
  reliability: number;
}

const initialSuppliers: Supplier[] = [
  { id: 1, name: 'Fjord Fisheries', country: 'Norway', reliability: 5 },
  { id: 2, name: 'Valle Verde Produce', country: 'Spain', reliability: 3 },
  { id: 3, name: 'Mekong Rice Traders', country: 'Vietnam', reliability: 4 },
  { id: 4, name: 'Highland Dairy Co-op', country: 'Scotland', reliability: 2 },
];

/** The editor: a Rating whose changes go into the grid's edit state. */
function RatingEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Supplier, number>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Put keyboard focus on the checked star, so arrow keys change the rating right away.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    }
  }, [hasFocus]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, height: '100%' }}>
      <Rating
        ref={ref}
        name={`reliability-${id}`}
        value={value ?? 0}
        onChange={(_event, newValue) => {
          apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
        }}
      />
    </Box>
  );
}

const columns: GridColDef<Supplier>[] = [
  { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'reliability',
    headerName: 'Reliability',
    type: 'number',
    width: 170,
    editable: true,
    display: 'flex',
    renderCell: ({ value }: GridRenderCellParams<Supplier, number>) => (
      <Rating readOnly value={value ?? 0} size="small" />
    ),
    renderEditCell: (params: GridRenderEditCellParams<Supplier, number>) => <RatingEditCell {...params} />,
  },
];

export default function CustomEditComponentRating() {
  const [rows, setRows] = React.useState(initialSuppliers);
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(newRow: Supplier) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
        hideFooter
      />
    </Box>
  );
}
