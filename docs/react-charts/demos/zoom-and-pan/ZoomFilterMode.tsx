import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData, ZoomFilterMode as FilterMode } from '@mui/x-charts-pro/models';
import { dailyElectricity, formatDay } from '../shared-resources/dailyElectricity';

const dataset = dailyElectricity.map(({ date, kWh }) => ({ date, kWh }));

// Start on three weeks of August, when the load is far from the yearly extremes.
const initialZoom: ZoomData[] = [{ axisId: 'days', start: 58, end: 64 }];

export default function ZoomFilterMode() {
  const [filterMode, setFilterMode] = React.useState<FilterMode>('discard');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        onChange={(_event, value: FilterMode | null) => value && setFilterMode(value)}
        aria-label="Filter mode"
      >
        <ToggleButton value="discard">discard</ToggleButton>
        <ToggleButton value="keep">keep</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={320}
        dataset={dataset}
        initialZoom={initialZoom}
        xAxis={[
          {
            id: 'days',
            dataKey: 'date',
            scaleType: 'utc',
            zoom: { filterMode, minSpan: 3 },
            valueFormatter: (date: Date) => formatDay(date),
          },
        ]}
        yAxis={[{ label: 'kWh per day', width: 60 }]}
        series={[{ dataKey: 'kWh', label: 'Electricity use' }]}
        hideLegend
      />
    </Stack>
  );
}
