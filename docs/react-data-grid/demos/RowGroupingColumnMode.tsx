import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  site: string;
  sensor: string;
  metric: 'Temperature' | 'Humidity';
  value: number;
}

const SITES = [
  { name: 'Greenhouse North', code: 'GN' },
  { name: 'Greenhouse South', code: 'GS' },
  { name: 'Seed store', code: 'SS' },
];
const rows: Reading[] = Array.from({ length: 24 }, (_, index) => {
  const site = SITES[index % SITES.length] ?? { name: 'Seed store', code: 'SS' };
  const metric = index % 2 === 0 ? 'Temperature' : 'Humidity';
  return {
    id: index + 1,
    site: site.name,
    sensor: `${site.code}-0${1 + (index % 4)}`,
    metric,
    value: metric === 'Temperature' ? 18 + ((index * 7) % 90) / 10 : 52 + ((index * 11) % 30),
  };
});

const columns: GridColDef<Reading>[] = [
  { field: 'site', headerName: 'Site', width: 170 },
  { field: 'sensor', headerName: 'Sensor', width: 110 },
  { field: 'metric', headerName: 'Metric', width: 130 },
  { field: 'value', headerName: 'Value', type: 'number', width: 100 },
];

const labels: Record<string, string> = { site: 'site', sensor: 'sensor', metric: 'metric' };

// Called once per grouping column; in "multiple" mode `fields` holds one field.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({ fields }) => ({
  headerName: fields.length === 1 ? `By ${labels[fields[0] ?? ''] ?? fields[0]}` : 'Group',
  width: 210,
});

export default function RowGroupingColumnMode() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['site', 'sensor']);
  const [mode, setMode] = React.useState<'single' | 'multiple'>('multiple');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          value={model}
          onChange={(_event, next: GridRowGroupingModel) => setModel(next)}
          aria-label="Grouping criteria"
        >
          <ToggleButton value="site">Site</ToggleButton>
          <ToggleButton value="sensor">Sensor</ToggleButton>
          <ToggleButton value="metric">Metric</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, next: 'single' | 'multiple' | null) => next && setMode(next)}
          aria-label="Grouping column mode"
        >
          <ToggleButton value="single">Single</ToggleButton>
          <ToggleButton value="multiple">Multiple</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          rowGroupingColumnMode={mode}
          groupingColDef={groupingColDef}
        />
      </Box>
    </Box>
  );
}
