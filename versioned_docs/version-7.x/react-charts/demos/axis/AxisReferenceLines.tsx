import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const weeks = Array.from({ length: 12 }, (_value, index) => index + 1);
const glucose = [6.9, 7.2, 7.0, 6.6, 6.4, 6.8, 6.1, 5.9, 5.7, 5.8, 5.5, 5.6];

export default function AxisReferenceLines() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: weeks, label: 'Week of the trial', min: 1, max: 12, tickMinStep: 1 }]}
      yAxis={[{ min: 4, max: 8, label: 'HbA1c (%)' }]}
      series={[{ data: glucose, label: 'Patient average' }]}
    >
      <ChartsReferenceLine
        y={6.5}
        label="Target 6.5 %"
        labelAlign="end"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
      <ChartsReferenceLine
        x={6}
        label="Dose changed"
        lineStyle={{ stroke: 'gray' }}
        labelStyle={{ fontSize: 12 }}
      />
    </LineChart>
  );
}
