import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const days = Array.from({ length: 14 }, (_, index) => `${index + 1} Jul`);
// Daily air quality index (AQI) measured in a city centre.
const aqi = [38, 44, 57, 72, 96, 118, 131, 104, 83, 61, 47, 52, 66, 41];

const bands = ['Good', 'Moderate', 'Unhealthy for sensitive groups', 'Unhealthy'];

export default function LegendPiecewiseColor() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: days, tickLabelInterval: (_value, index) => index % 2 === 0 }]}
      yAxis={[
        {
          label: 'AQI',
          colorMap: {
            type: 'piecewise',
            thresholds: [51, 101, 151],
            colors: ['#2e7d32', '#f9a825', '#ef6c00', '#c62828'],
          },
        },
      ]}
      series={[{ data: aqi, label: 'Air quality index' }]}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'y',
          labelPosition: 'inline-end',
          labelFormatter: ({ index }) => bands[index] ?? null,
          position: { vertical: 'bottom' },
        },
      }}
    />
  );
}
