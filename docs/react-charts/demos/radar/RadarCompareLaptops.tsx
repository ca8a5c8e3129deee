import { RadarChart } from '@mui/x-charts/RadarChart';

// Three invented laptops. Each metric has its own range.
const metrics = [
  { name: 'Battery (h)', max: 20 },
  { name: 'Weight score', max: 10 },
  { name: 'CPU benchmark', max: 3000 },
  { name: 'Screen (nits)', max: 600 },
  { name: 'Ports', max: 8 },
];

export default function RadarCompareLaptops() {
  return (
    <RadarChart
      height={340}
      radar={{ metrics }}
      series={[
        { label: 'Travel 13', data: [17, 9, 1450, 400, 3], fillArea: true },
        { label: 'Studio 16', data: [9, 4, 2750, 550, 6], fillArea: true },
        { label: 'Office 14', data: [12, 7, 1800, 300, 7], fillArea: true, hideMark: true },
      ]}
      skipAnimation
    />
  );
}
