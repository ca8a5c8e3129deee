import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { climateMonths, meanTemperature } from '../shared-features/climate';

export default function LegendContinuousColor() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: climateMonths }]}
      yAxis={[
        {
          label: 'Mean temperature (°C)',
          colorMap: { type: 'continuous', min: 10, max: 25, color: ['#3f7fbf', '#d9480f'] },
          valueFormatter: (value: number) => `${value} °C`,
        },
      ]}
      series={[
        { data: meanTemperature, label: 'Mean temperature', valueFormatter: (value) => `${value} °C` },
      ]}
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'y',
          labelPosition: 'extremes',
          minLabel: '10 °C',
          maxLabel: '25 °C',
          position: { vertical: 'top', horizontal: 'end' },
          sx: { width: 240 },
        },
      }}
    />
  );
}
