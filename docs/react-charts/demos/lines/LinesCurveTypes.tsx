import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

// Grouped by what they assume happens between two readings.
const curveGroups: { title: string; curves: CurveType[] }[] = [
  { title: 'Smooth', curves: ['monotoneX', 'natural', 'catmullRom', 'bumpX'] },
  { title: 'Straight', curves: ['linear'] },
  { title: 'Steps', curves: ['step', 'stepBefore', 'stepAfter'] },
];

const hours = ['00', '02', '04', '06', '08', '10', '12', '14', '16', '18', '20', '22'];
// Water level of a tidal harbour, in metres above chart datum, read every two hours.
const waterLevel = [3.9, 2.6, 1.2, 0.8, 1.9, 3.4, 4.3, 3.5, 1.9, 0.9, 1.4, 2.9];

export default function LinesCurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {curveGroups.map((group) => (
          <ToggleButtonGroup
            key={group.title}
            size="small"
            exclusive
            aria-label={`${group.title} curves`}
            value={group.curves.includes(curve) ? curve : null}
            onChange={(_event, next: CurveType | null) => {
              if (next) {
                setCurve(next);
              }
            }}
          >
            {group.curves.map((name) => (
              <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
                {name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ))}
      </Stack>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: hours, label: 'Hour' }]}
        yAxis={[{ label: 'Water level (m)', min: 0 }]}
        series={[{ data: waterLevel, label: 'Water level', curve }]}
        hideLegend
        skipAnimation
      />
    </Stack>
  );
}
