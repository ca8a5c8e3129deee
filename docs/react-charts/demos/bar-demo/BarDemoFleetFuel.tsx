import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Fuel use of a delivery fleet in March, in litres per 100 km.
const vehicles = [
  { plate: 'VAN-104', litres: 9.8 },
  { plate: 'VAN-117', litres: 11.6 },
  { plate: 'VAN-121', litres: 8.9 },
  { plate: 'TRK-202', litres: 24.3 },
  { plate: 'TRK-208', litres: 27.9 },
  { plate: 'VAN-133', litres: 10.4 },
  { plate: 'TRK-215', litres: 22.8 },
  { plate: 'VAN-140', litres: 13.1 },
];

const sorted = [...vehicles].sort((a, b) => b.litres - a.litres);
const average = vehicles.reduce((sum, vehicle) => sum + vehicle.litres, 0) / vehicles.length;

export default function BarDemoFleetFuel() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      dataset={sorted}
      yAxis={[{ scaleType: 'band', dataKey: 'plate', width: 72 }]}
      xAxis={[
        {
          label: 'Litres per 100 km',
          colorMap: { type: 'piecewise', thresholds: [average], colors: ['#26a69a', '#ef6c00'] },
        },
      ]}
      series={[
        {
          dataKey: 'litres',
          label: 'Fuel use',
          valueFormatter: (value) => (value === null ? '' : `${value.toFixed(1)} l/100 km`),
          barLabel: (item) => (item.value === null ? null : item.value.toFixed(1)),
        },
      ]}
      grid={{ vertical: true }}
      hideLegend
      skipAnimation
    >
      <ChartsReferenceLine
        x={average}
        label={`Average ${average.toFixed(1)}`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </BarChart>
  );
}
