import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { clubs, type Club } from './accessibilityData';

type TabNavigation = 'none' | 'content' | 'header' | 'all';

const columns: GridColDef<Club>[] = [
  { field: 'club', headerName: 'Club', flex: 1, minWidth: 170 },
  { field: 'won', headerName: 'Won', type: 'number', width: 80 },
  { field: 'drawn', headerName: 'Drawn', type: 'number', width: 80 },
  { field: 'lost', headerName: 'Lost', type: 'number', width: 80 },
  { field: 'goalDifference', headerName: 'Goal difference', type: 'number', width: 140 },
];

export default function AccessibilityTabNavigation() {
  const [tabNavigation, setTabNavigation] = React.useState<TabNavigation>('content');

  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label="Tab key moves"
        value={tabNavigation}
        onChange={(event) => setTabNavigation(event.target.value as TabNavigation)}
        sx={{ width: 260 }}
      >
        <MenuItem value="none">out of the grid (none)</MenuItem>
        <MenuItem value="content">between cells (content)</MenuItem>
        <MenuItem value="header">between headers (header)</MenuItem>
        <MenuItem value="all">between headers and cells (all)</MenuItem>
      </TextField>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={clubs}
          columns={columns}
          tabNavigation={tabNavigation}
          aria-label="League table with Tab navigation"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
