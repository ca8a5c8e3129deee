import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

export default function LinesStackedAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ label: 'Visitors in the museum' }]}
      series={[
        {
          data: [0, 40, 180, 260, 310, 240, 90, 20],
          label: 'School groups',
          area: true,
          stack: 'visitors',
          showMark: false,
        },
        {
          data: [0, 25, 130, 210, 280, 330, 260, 110],
          label: 'Individuals',
          area: true,
          stack: 'visitors',
          showMark: false,
        },
        {
          data: [0, 5, 30, 60, 75, 70, 50, 35],
          label: 'Members',
          area: true,
          stack: 'visitors',
          showMark: false,
        },
      ]}
      margin={{ left: 70 }}
    />
  );
}
