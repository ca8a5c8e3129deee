import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Renewal {
  id: number;
  member: string;
  plan: string;
  renewsOn: Date;
}

const initialRenewals: Renewal[] = [
  { id: 1, member: 'Beatriz Costa', plan: 'Off-peak', renewsOn: new Date(2025, 8, 1) },
  { id: 2, member: 'Henrik Dahl', plan: 'Full access', renewsOn: new Date(2025, 9, 15) },
  { id: 3, member: 'Chiara Ricci', plan: 'Swim only', renewsOn: new Date(2026, 0, 3) },
  { id: 4, member: 'Emeka Nwosu', plan: 'Full access', renewsOn: new Date(2025, 10, 20) },
];

/** A keyboard-friendly date field from @mui/x-date-pickers as the cell editor. */
function DateEditCell({ id, field, value }: GridRenderEditCellParams<Renewal, Date>) {
  const apiRef = useGridApiContext();

  const handleChange = (newValue: Dayjs | null) => {
    // Store a Date (or null while the field is incomplete), like the rest of the column.
    apiRef.current.setEditCellValue({ id, field, value: newValue?.isValid() ? newValue.toDate() : null });
  };

  return (
    <DateField
      value={value ? dayjs(value) : null}
      onChange={handleChange}
      format="DD/MM/YYYY"
      autoFocus
      size="small"
      fullWidth
      sx={{ px: 0.5 }}
    />
  );
}

const columns: GridColDef<Renewal>[] = [
  { field: 'member', headerName: 'Member', flex: 1, minWidth: 160 },
  { field: 'plan', headerName: 'Plan', width: 130 },
  {
    field: 'renewsOn',
    headerName: 'Renews on',
    type: 'date',
    width: 180,
    editable: true,
    valueFormatter: (value: Date | null) => (value ? dayjs(value).format('DD/MM/YYYY') : ''),
    renderEditCell: (params: GridRenderEditCellParams<Renewal, Date>) => <DateEditCell {...params} />,
    // An incomplete date cannot be saved.
    preProcessEditCellProps: (params) => ({ ...params.props, error: params.props.value == null }),
  },
];

export default function CustomEditComponentDate() {
  const [rows, setRows] = React.useState(initialRenewals);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(newRow: Renewal) => {
            setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
          hideFooter
        />
      </Box>
    </LocalizationProvider>
  );
}
