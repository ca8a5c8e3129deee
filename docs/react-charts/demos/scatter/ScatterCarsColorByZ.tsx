import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createRandom, round } from '../shared-types/seededRandom';

// Invented car models: weight (kg), fuel use (l/100 km) and engine power (kW) as z.
const random = createRandom(5);
const cars = Array.from({ length: 60 }, (_, index) => {
  const weight = round(950 + random() * 1250);
  const power = round(50 + (weight - 950) * 0.12 + random() * 70);
  const fuel = round(3.6 + weight * 0.0021 + power * 0.012 + (random() - 0.5) * 1.2, 1);
  return { id: index, x: weight, y: fuel, z: power };
});

export default function ScatterCarsColorByZ() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Weight (kg)', min: 900 }]}
      yAxis={[{ label: 'Fuel use (l/100 km)' }]}
      zAxis={[
        {
          min: 50,
          max: 260,
          colorMap: { type: 'continuous', min: 50, max: 260, color: ['#80deea', '#6a1b9a'] },
        },
      ]}
      series={[
        {
          data: cars,
          label: 'Car models',
          valueFormatter: (car) => (car === null ? '' : `${car.x} kg, ${car.y} l/100 km, ${car.z} kW`),
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
