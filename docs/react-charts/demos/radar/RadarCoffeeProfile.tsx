import { RadarChart } from '@mui/x-charts/RadarChart';

// A tasting panel's scores (0–10) for one coffee.
export default function RadarCoffeeProfile() {
  return (
    <RadarChart
      height={320}
      radar={{ max: 10, metrics: ['Aroma', 'Acidity', 'Body', 'Sweetness', 'Bitterness', 'Aftertaste'] }}
      series={[{ label: 'Ethiopia, washed', data: [8.5, 8, 5.5, 7, 3, 7.5] }]}
      skipAnimation
    />
  );
}
