import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Part {
  id: number;
  sku: string;
  description: string;
  quantity: number;
  bin: string;
  lastCounted: Date;
  discontinued: boolean;
}

const rows: Part[] = [
  {
    id: 1,
    sku: 'HX-100',
    description: 'Hex bolt M8 x 40',
    quantity: 1200,
    bin: 'A-01',
    lastCounted: new Date(2025, 2, 3),
    discontinued: false,
  },
  {
    id: 2,
    sku: 'WS-220',
    description: 'Spring washer M8',
    quantity: 3400,
    bin: 'A-02',
    lastCounted: new Date(2025, 2, 3),
    discontinued: false,
  },
  {
    id: 3,
    sku: 'NT-015',
    description: 'Wing nut M6',
    quantity: 0,
    bin: 'B-07',
    lastCounted: new Date(2025, 1, 17),
    discontinued: true,
  },
  {
    id: 4,
    sku: 'SC-440',
    description: 'Wood screw 4 x 40',
    quantity: 860,
    bin: 'B-03',
    lastCounted: new Date(2025, 2, 10),
    discontinued: false,
  },
  {
    id: 5,
    sku: 'RV-006',
    description: 'Pop rivet 4.8 mm',
    quantity: 150,
    bin: 'C-11',
    lastCounted: new Date(2025, 1, 28),
    discontinued: true,
  },
];

const columns: GridColDef<Part>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 170, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  {
    field: 'bin',
    headerName: 'Bin',
    type: 'singleSelect',
    valueOptions: ['A-01', 'A-02', 'B-03', 'B-07', 'C-11'],
    width: 100,
    editable: true,
  },
  { field: 'lastCounted', headerName: 'Last counted', type: 'date', width: 140, editable: true },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120 },
];

// Discontinued parts stay read-only, whatever their column says.
const isCellEditable = (params: GridCellParams<Part>) => !params.row.discontinued;

export default function EditingBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} isCellEditable={isCellEditable} hideFooter />
    </Box>
  );
}
