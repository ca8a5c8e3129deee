import * as React from 'react';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const regions = ['North', 'South', 'East'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Customer satisfaction score (0–100) per region and quarter.
const scores: [number, number, number][] = [
  [0, 0, 72], [1, 0, 75], [2, 0, 79], [3, 0, 81],
  [0, 1, 64], [1, 1, 61], [2, 1, 68], [3, 1, 70],
  [0, 2, 83], [1, 2, 86], [2, 2, 84], [3, 2, 90],
];

export default function HeatmapClickableCells() {
  const [picked, setPicked] = React.useState<string | null>(null);

  return (
    <div>
      <Heatmap
        height={240}
        xAxis={[{ data: quarters }]}
        yAxis={[{ data: regions }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 50, max: 100, color: ['#fff3e0', '#e65100'] } }]}
        series={[{ data: scores, label: 'Satisfaction' }]}
        slotProps={{ tooltip: { trigger: 'none' } }}
        onItemClick={(_event, item) => {
          // The identifier gives the index of the cell in the series data.
          const cell = item.dataIndex === undefined ? undefined : scores[item.dataIndex];
          if (cell) {
            const [quarterIndex, regionIndex, score] = cell;
            setPicked(`${regions[regionIndex]}, ${quarters[quarterIndex]}: score ${score}`);
          }
        }}
      />
      <Typography sx={{ color: 'text.secondary' }}>{picked ?? 'Click a cell.'}</Typography>
    </div>
  );
}
