import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const days = Array.from({ length: 14 }, (_value, index) => `${index + 1}`);
// Daily maximum of the UV index over two weeks.
const uvIndex = [3, 4, 6, 7, 8, 5, 2, 4, 6, 9, 11, 8, 6, 5];

export default function LegendColorPieces() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: days, label: 'Day of June' }]}
      yAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [3, 6, 8, 11],
            colors: ['#43a047', '#fdd835', '#fb8c00', '#e53935', '#8e24aa'],
          },
        },
      ]}
      series={[{ data: uvIndex, label: 'UV index' }]}
      margin={{ top: 60 }}
      slotProps={{ legend: { hidden: true } }}
    >
      <PiecewiseColorLegend
        axisDirection="y"
        position={{ vertical: 'top', horizontal: 'middle' }}
        direction="row"
        padding={0}
        labelFormatter={({ min, max }) => {
          if (min === null) {
            return `below ${max}`;
          }
          return max === null ? `${min} and above` : `${min} to ${max}`;
        }}
      />
    </BarChart>
  );
}
