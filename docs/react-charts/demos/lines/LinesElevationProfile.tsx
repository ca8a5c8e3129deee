import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Elevation profile of a 24 km hiking trail: [distance in km, elevation in m].
const profile: [number, number][] = [
  [0, 412], [1.5, 468], [3.2, 590], [4.8, 702], [6.1, 815], [7.4, 930], [8.9, 1045], [10.2, 1122],
  [11.0, 1187], [12.6, 1094], [14.1, 968], [15.3, 901], [16.8, 944], [18.2, 870], [19.9, 742],
  [21.5, 611], [22.8, 498], [24.0, 425],
];

export default function LinesElevationProfile() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: profile.map(([km]) => km),
          scaleType: 'linear',
          min: 0,
          max: 24,
          label: 'Distance (km)',
          valueFormatter: (km: number) => `${km} km`,
        },
      ]}
      yAxis={[{ min: 300, label: 'Elevation (m)' }]}
      series={[
        {
          data: profile.map(([, metres]) => metres),
          label: 'Elevation',
          area: true,
          baseline: 'min',
          showMark: false,
          curve: 'linear',
          valueFormatter: (value) => `${value} m`,
        },
      ]}
      hideLegend
      skipAnimation
    >
      <ChartsReferenceLine x={11} label="Summit hut" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsReferenceLine y={1000} label="Tree line" labelAlign="end" />
    </LineChart>
  );
}
