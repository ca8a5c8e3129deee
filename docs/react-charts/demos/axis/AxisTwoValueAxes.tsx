import { LineChart } from '@mui/x-charts/LineChart';
import { climateMonths, meanTemperature, rainfall } from '../shared-features/climate';

export default function AxisTwoValueAxes() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: climateMonths }]}
      yAxis={[
        { id: 'temperature', label: 'Temperature (°C)', position: 'left' },
        { id: 'rain', label: 'Rainfall (mm)', position: 'right', min: 0 },
      ]}
      series={[
        {
          yAxisId: 'temperature',
          data: meanTemperature,
          label: 'Mean temperature',
          valueFormatter: (value) => `${value} °C`,
        },
        {
          yAxisId: 'rain',
          data: rainfall,
          label: 'Rainfall',
          area: true,
          showMark: false,
          valueFormatter: (value) => `${value} mm`,
        },
      ]}
    />
  );
}
