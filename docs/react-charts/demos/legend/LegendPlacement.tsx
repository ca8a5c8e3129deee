import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Visits to an online shop per traffic source, in thousands.
const sources = [
  { label: 'Search', data: [48, 52, 61, 58, 66, 71] },
  { label: 'Direct', data: [31, 29, 33, 35, 34, 38] },
  { label: 'Newsletter', data: [12, 18, 15, 22, 19, 24] },
  { label: 'Social', data: [9, 11, 16, 14, 21, 26] },
];

export default function LegendPlacement() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');
  const [direction, setDirection] = React.useState<Direction>('horizontal');

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={vertical}
          onChange={(_event, next: Vertical | null) => next && setVertical(next)}
          aria-label="Vertical position"
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="middle">middle</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={horizontal}
          onChange={(_event, next: Horizontal | null) => next && setHorizontal(next)}
          aria-label="Horizontal position"
        >
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="center">center</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          onChange={(_event, next: Direction | null) => next && setDirection(next)}
          aria-label="Direction"
        >
          <ToggleButton value="horizontal">horizontal</ToggleButton>
          <ToggleButton value="vertical">vertical</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Visits (thousands)' }]}
        series={sources}
        slotProps={{ legend: { position: { vertical, horizontal }, direction } }}
      />
    </Stack>
  );
}
