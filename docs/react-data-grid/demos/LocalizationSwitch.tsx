import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, jaJP, ptBR } from '@mui/x-data-grid/locales';
import { tickets, type Ticket } from './localizationData';

const PACKS = { enUS, deDE, ptBR, jaJP };
type PackName = keyof typeof PACKS;

/** Dates and prices follow the same language as the grid's own texts. */
const INTL_TAGS: Record<PackName, string> = { enUS: 'en-US', deDE: 'de-DE', ptBR: 'pt-BR', jaJP: 'ja-JP' };

export default function LocalizationSwitch() {
  const [pack, setPack] = React.useState<PackName>('deDE');
  const tag = INTL_TAGS[pack];

  const columns = React.useMemo<GridColDef<Ticket>[]>(
    () => [
      { field: 'visitor', headerName: 'Visitor', flex: 1, minWidth: 140 },
      { field: 'exhibition', headerName: 'Exhibition', width: 190 },
      {
        field: 'entry',
        headerName: 'Entry',
        type: 'dateTime',
        width: 170,
        valueFormatter: (value: Date) =>
          value.toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
      },
      {
        field: 'price',
        headerName: 'Price',
        type: 'number',
        width: 100,
        valueFormatter: (value: number) => value.toLocaleString(tag, { style: 'currency', currency: 'EUR' }),
      },
      { field: 'member', headerName: 'Member', type: 'boolean', width: 100 },
    ],
    [tag],
  );

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={pack}
        onChange={(_event, value: PackName | null) => {
          if (value) setPack(value);
        }}
      >
        <ToggleButton value="enUS">English</ToggleButton>
        <ToggleButton value="deDE">Deutsch</ToggleButton>
        <ToggleButton value="ptBR">Português</ToggleButton>
        <ToggleButton value="jaJP">日本語</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          localeText={PACKS[pack].components.MuiDataGrid.defaultProps.localeText}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          checkboxSelection
          showToolbar
        />
      </Box>
    </Stack>
  );
}
