import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// One week of an online tea shop: units sold and revenue per product.
const products = [
  { name: 'Sencha', units: 312, revenue: 2808 },
  { name: 'Earl Grey', units: 428, revenue: 2996 },
  { name: 'Rooibos', units: 265, revenue: 1855 },
  { name: 'Oolong', units: 141, revenue: 2115 },
  { name: 'Matcha', units: 96, revenue: 3360 },
  { name: 'Chamomile', units: 187, revenue: 1122 },
];

type Metric = 'units' | 'revenue';

const metrics: Record<Metric, { label: string; format: (value: number) => string }> = {
  units: { label: 'Units sold', format: (value) => `${value} units` },
  revenue: { label: 'Revenue', format: (value) => `€${value.toLocaleString('en-US')}` },
};

export default function BarDemoProductMetric() {
  const [metric, setMetric] = React.useState<Metric>('units');
  const sorted = React.useMemo(() => [...products].sort((a, b) => b[metric] - a[metric]), [metric]);
  const { label, format } = metrics[metric];

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={metric}
        onChange={(_event, value: Metric | null) => value && setMetric(value)}
        aria-label="Metric"
      >
        <ToggleButton value="units">Units sold</ToggleButton>
        <ToggleButton value="revenue">Revenue</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        dataset={sorted}
        xAxis={[{ scaleType: 'band', dataKey: 'name' }]}
        yAxis={[{ label }]}
        series={[
          {
            dataKey: metric,
            label,
            color: metric === 'units' ? '#7e57c2' : '#00897b',
            valueFormatter: (value) => (value === null ? '' : format(value)),
          },
        ]}
        hideLegend
        skipAnimation
      />
    </Stack>
  );
}
