import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';
import { climateMonths, meanTemperature, rainfall } from '../shared-features/climate';

export default function HighlightSharedAxis() {
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);

  return (
    <Stack spacing={1}>
      <LineChart
        height={200}
        xAxis={[{ id: 'months', scaleType: 'point', data: climateMonths }]}
        series={[
          { data: meanTemperature, label: 'Mean temperature', valueFormatter: (value) => `${value} °C` },
        ]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
        hideLegend
      />
      <LineChart
        height={200}
        xAxis={[{ id: 'months', scaleType: 'point', data: climateMonths }]}
        series={[
          { data: rainfall, label: 'Rainfall', color: '#1e88e5', valueFormatter: (value) => `${value} mm` },
        ]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
        hideLegend
      />
    </Stack>
  );
}
