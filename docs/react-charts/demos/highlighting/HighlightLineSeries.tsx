import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];
// Share of homes heated by each system in a region, in percent.
const systems = [
  { label: 'Gas boiler', data: [61, 59, 56, 52, 47, 43] },
  { label: 'Heat pump', data: [6, 8, 11, 15, 20, 25] },
  { label: 'District heating', data: [18, 19, 19, 20, 21, 21] },
  { label: 'Oil', data: [11, 10, 9, 8, 7, 6] },
  { label: 'Electric heaters', data: [4, 4, 5, 5, 5, 5] },
];

export default function HighlightLineSeries() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ label: 'Homes (%)', min: 0 }]}
      series={systems.map((system) => ({
        ...system,
        valueFormatter: (value: number | null) => `${value}%`,
        highlightScope: { highlight: 'series', fade: 'global' },
      }))}
    />
  );
}
