import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const regions = ['North', 'South', 'East', 'West'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Quarterly growth in %: [quarterIndex, regionIndex, percent]
const growth: [number, number, number][] = [
  [0, 0, -4], [1, 0, 2], [2, 0, 7], [3, 0, 12],
  [0, 1, 1], [1, 1, -8], [2, 1, 3], [3, 1, 5],
  [0, 2, 9], [1, 2, 4], [2, 2, -2], [3, 2, 0],
  [0, 3, 6], [1, 3, 11], [2, 3, 14], [3, 3, -6],
];

export default function HeatmapRegionalGrowth() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: quarters }]}
      yAxis={[{ data: regions }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [0, 5, 10],
            colors: ['#c62828', '#ffe082', '#81c784', '#1b5e20'],
          },
        },
      ]}
      series={[
        {
          data: growth,
          label: 'Growth',
          valueFormatter: ([, , percent]) => `${percent > 0 ? '+' : ''}${percent} %`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    />
  );
}
