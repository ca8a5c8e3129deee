import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { createInvoices, type Invoice } from './columnsData';

const rows = createInvoices(10);

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'hourlyRate', headerName: 'Rate (€/h)', type: 'number', width: 110 },
  { field: 'expenses', headerName: 'Expenses (€)', type: 'number', width: 120 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

/** The columns an accountant may want to switch on and off. */
const OPTIONAL_FIELDS = ['issued', 'hours', 'hourlyRate', 'expenses', 'paid'] as const;

export default function ColumnVisibilityControlled() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ hours: false, hourlyRate: false });

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        {OPTIONAL_FIELDS.map((field) => (
          <FormControlLabel
            key={field}
            label={columns.find((column) => column.field === field)?.headerName ?? field}
            control={
              <Checkbox
                size="small"
                checked={model[field] !== false}
                onChange={(event) => setModel((current) => ({ ...current, [field]: event.target.checked }))}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 360 }}>
        {/* Changes made from the column menu come back through onColumnVisibilityModelChange. */}
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
