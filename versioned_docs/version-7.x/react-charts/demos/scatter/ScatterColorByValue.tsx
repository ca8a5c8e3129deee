import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Weather stations: latitude, altitude (m) and yearly sunshine hours (the z value).
const stations = [
  { id: 'a', x: 36.7, y: 12, z: 2950 },
  { id: 'b', x: 38.1, y: 640, z: 2780 },
  { id: 'c', x: 40.4, y: 667, z: 2660 },
  { id: 'd', x: 43.3, y: 250, z: 2320 },
  { id: 'e', x: 45.8, y: 1040, z: 2080 },
  { id: 'f', x: 47.4, y: 410, z: 1690 },
  { id: 'g', x: 48.9, y: 35, z: 1660 },
  { id: 'h', x: 50.8, y: 77, z: 1540 },
  { id: 'i', x: 52.5, y: 34, z: 1620 },
  { id: 'j', x: 55.7, y: 9, z: 1540 },
  { id: 'k', x: 59.3, y: 44, z: 1820 },
  { id: 'l', x: 60.2, y: 56, z: 1860 },
  { id: 'm', x: 63.4, y: 10, z: 1500 },
  { id: 'n', x: 46.5, y: 2225, z: 1930 },
];

export default function ScatterColorByValue() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Latitude (°N)', min: 35, max: 65 }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} m` }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 1500, max: 3000, color: ['#90caf9', '#ff6f00'] } }]}
      series={[
        {
          data: stations,
          label: 'Stations',
          markerSize: 7,
          valueFormatter: (point) => `${point.x}°N, ${point.y} m, ${point.z} h of sun`,
        },
      ]}
      margin={{ left: 70, top: 60 }}
      slotProps={{ legend: { hidden: true } }}
    >
      <ContinuousColorLegend
        axisDirection="z"
        position={{ vertical: 'top', horizontal: 'middle' }}
        direction="row"
        length="40%"
        thickness={8}
        minLabel="1,500 h of sun"
        maxLabel="3,000 h"
      />
    </ScatterChart>
  );
}
