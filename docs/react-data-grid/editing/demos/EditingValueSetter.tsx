import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Bin {
  id: number;
  aisle: string;
  shelf: number;
  contents: string;
}

const initialRows: Bin[] = [
  { id: 1, aisle: 'A', shelf: 3, contents: 'Printer paper, A4' },
  { id: 2, aisle: 'C', shelf: 7, contents: 'Toner cartridges' },
  { id: 3, aisle: 'C', shelf: 12, contents: 'Envelopes, C5' },
  { id: 4, aisle: 'F', shelf: 1, contents: 'Archive boxes' },
];

const columns: GridColDef<Bin>[] = [
  {
    field: 'location',
    headerName: 'Location',
    width: 140,
    editable: true,
    // Display "C-07" from two separate fields.
    valueGetter: (_value, row) => `${row.aisle}-${String(row.shelf).padStart(2, '0')}`,
    // Normalize what the user typed (" c-7 " becomes "C-7") before it reaches the setter.
    valueParser: (value: string | undefined) => (value ?? '').trim().toUpperCase(),
    // Write the edited text back into the row's real fields.
    valueSetter: (value: string, row) => {
      const [aisle = row.aisle, shelf] = value.split('-');
      const shelfNumber = Number(shelf);
      return {
        ...row,
        aisle,
        shelf: Number.isInteger(shelfNumber) && shelfNumber > 0 ? shelfNumber : row.shelf,
      };
    },
  },
  { field: 'aisle', headerName: 'Aisle (stored)', width: 130 },
  { field: 'shelf', headerName: 'Shelf (stored)', type: 'number', width: 130 },
  { field: 'contents', headerName: 'Contents', flex: 1, minWidth: 160, editable: true },
];

export default function EditingValueSetter() {
  const [rows, setRows] = React.useState(initialRows);
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(newRow: Bin) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
        hideFooter
      />
    </Box>
  );
}
