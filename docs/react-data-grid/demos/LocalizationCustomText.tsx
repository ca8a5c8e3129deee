import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { tickets, type Ticket } from './localizationData';

const columns: GridColDef<Ticket>[] = [
  { field: 'visitor', headerName: 'Visitor', flex: 1, minWidth: 140 },
  { field: 'exhibition', headerName: 'Exhibition', width: 190 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

/** Only the texts named here change; every other text keeps the default. */
const museumText: Partial<GridLocaleText> = {
  noRowsLabel: 'No tickets sold for this day yet.',
  toolbarQuickFilterPlaceholder: 'Find a visitor or exhibition…',
  footerRowSelected: (count) => (count === 1 ? '1 ticket ready to print' : `${count} tickets ready to print`),
  paginationRowsPerPage: 'Tickets per page:',
};

export default function LocalizationCustomText() {
  const [empty, setEmpty] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
        label="Show a day without sales"
      />
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={empty ? [] : tickets}
          columns={columns}
          localeText={museumText}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          checkboxSelection
          showToolbar
        />
      </Box>
    </Stack>
  );
}
