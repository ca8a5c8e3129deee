import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { YAxis } from '@mui/x-charts/models';

type Mode = 'nice' | 'strict' | 'fixed';

const minutes = Array.from({ length: 13 }, (_, index) => `${String(index * 5).padStart(2, '0')} min`);
// CPU load of a build server during one hour, in percent.
const cpuLoad = [23, 31, 58, 66, 71, 64, 47, 52, 69, 73, 61, 38, 27];

const axisByMode: Record<Mode, YAxis> = {
  nice: { label: 'CPU load (%)', domainLimit: 'nice' },
  strict: { label: 'CPU load (%)', domainLimit: 'strict' },
  fixed: { label: 'CPU load (%)', min: 0, max: 100 },
};

export default function AxisDomainLimits() {
  const [mode, setMode] = React.useState<Mode>('nice');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, next: Mode | null) => next && setMode(next)}
        aria-label="Domain of the value axis"
      >
        <ToggleButton value="nice">domainLimit: nice</ToggleButton>
        <ToggleButton value="strict">domainLimit: strict</ToggleButton>
        <ToggleButton value="fixed">min: 0, max: 100</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: minutes }]}
        yAxis={[axisByMode[mode]]}
        series={[{ data: cpuLoad, label: 'CPU load', valueFormatter: (value) => `${value}%` }]}
        hideLegend
      />
    </Stack>
  );
}
