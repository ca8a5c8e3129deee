import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const sensors = ['Hall A', 'Hall B', 'Cold store', 'Loading bay'];
const hours = ['00h', '04h', '08h', '12h', '16h', '20h'];

// Temperatures in °C: one row per sensor, one column per hour
const readings = [
  [16.5, 15.8, 18.2, 22.4, 23.1, 19.0],
  [17.2, 16.9, 19.5, 24.8, 25.6, 20.3],
  [3.1, 2.8, 3.4, 4.0, 4.2, 3.6],
  [11.0, 9.4, 14.7, 21.5, 20.2, 13.8],
];

const data = readings.flatMap((row, sensorIndex) =>
  row.map((celsius, hourIndex): [number, number, number] => [hourIndex, sensorIndex, celsius]),
);

export default function HeatmapWarehouseTemperatures() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: hours, label: 'Time of day' }]}
      yAxis={[{ data: sensors, width: 90 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 30, color: ['#e3f2fd', '#b71c1c'] } }]}
      series={[{ data, label: 'Temperature', valueFormatter: (cell) => `${cell[2].toFixed(1)} °C` }]}
      hideLegend={false}
    />
  );
}
