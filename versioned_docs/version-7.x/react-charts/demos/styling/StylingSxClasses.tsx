import * as React from 'react';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const hours = ['0h', '3h', '6h', '9h', '12h', '15h', '18h', '21h'];

export default function StylingSxClasses() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      series={[
        { id: 'demand', data: [3.1, 2.7, 3.9, 5.8, 6.2, 5.9, 7.1, 5.0], label: 'Demand (GW)' },
        { id: 'forecast', data: [3.0, 2.9, 4.2, 5.5, 6.4, 6.1, 6.8, 5.2], label: 'Forecast (GW)' },
      ]}
      grid={{ horizontal: true }}
      sx={{
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        [`& .MuiLineElement-series-forecast`]: { strokeDasharray: '8 5', strokeWidth: 2 },
        [`& .${markElementClasses.root}`]: { strokeWidth: 1 },
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '2 4' },
        [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
        [`& .${axisClasses.left} .${axisClasses.tick}`]: { display: 'none' },
        [`& .${axisClasses.tickLabel}`]: { fill: '#78909c' },
      }}
    />
  );
}
