import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import { DataGrid, type GridBaseIconProps, type GridColDef } from '@mui/x-data-grid';
import { currency, invoices, type Invoice } from './componentsData';

// Icon slots receive design-neutral props: the colour is a string, so it is not forwarded to SvgIcon.
function ArrowUpIcon({ color: _color, ...other }: GridBaseIconProps) {
  return (
    <SvgIcon {...other} sx={{ color: 'secondary.main' }}>
      <path d="M12 4l-7 8h5v8h4v-8h5z" />
    </SvgIcon>
  );
}

// Icon slots receive design-neutral props: the colour is a string, so it is not forwarded to SvgIcon.
function ArrowDownIcon({ color: _color, ...other }: GridBaseIconProps) {
  return (
    <SvgIcon {...other} sx={{ color: 'secondary.main' }}>
      <path d="M12 20l7-8h-5V4h-4v8H5z" />
    </SvgIcon>
  );
}

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function ComponentsSlotProps() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        checkboxSelection
        initialState={{
          pagination: { paginationModel: { pageSize: 5 } },
          sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] },
        }}
        pageSizeOptions={[5, 10]}
        showToolbar
        slots={{ columnSortedAscendingIcon: ArrowUpIcon, columnSortedDescendingIcon: ArrowDownIcon }}
        slotProps={{
          // `material` carries props that only the Material UI checkbox understands.
          baseCheckbox: { material: { color: 'secondary' } },
          toolbar: {
            quickFilterProps: { debounceMs: 300 },
            csvOptions: { fileName: 'print-shop-invoices', delimiter: ';' },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
