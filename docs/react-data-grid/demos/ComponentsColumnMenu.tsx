import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  GridVisibilityOffIcon,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { currency, invoices, type Invoice } from './componentsData';

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'project', headerName: 'Project', width: 170 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

/** A menu item that keeps the first column and the chosen one, and hides the rest. */
function FocusColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();

  const focusColumn = (event: React.MouseEvent<HTMLElement>) => {
    const model: GridColumnVisibilityModel = {};
    for (const column of apiRef.current.getAllColumns()) {
      model[column.field] = column.field === 'id' || column.field === colDef.field;
    }
    apiRef.current.setColumnVisibilityModel(model);
    onClick(event); // closes the menu
  };

  return (
    <MenuItem onClick={focusColumn}>
      <ListItemIcon>
        <GridVisibilityOffIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Show only this column</ListItemText>
    </MenuItem>
  );
}

function InvoiceColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuColumnsItem: null, columnMenuFocusItem: FocusColumnItem }}
      slotProps={{ columnMenuFocusItem: { displayOrder: 15 } }}
    />
  );
}

export default function ComponentsColumnMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        slots={{ columnMenu: InvoiceColumnMenu }}
        showToolbar
      />
    </Box>
  );
}
