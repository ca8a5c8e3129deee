import { BarChart } from '@mui/x-charts/BarChart';

const delays = [
  { route: 'LHR → JFK', minutes: 34 },
  { route: 'CDG → FCO', minutes: 12 },
  { route: 'AMS → BCN', minutes: 27 },
  { route: 'MAD → LIS', minutes: 8 },
  { route: 'FRA → VIE', minutes: 19 },
];

export default function BarsRouteDelays() {
  return (
    <BarChart
      height={280}
      layout="horizontal"
      dataset={delays}
      yAxis={[{ scaleType: 'band', dataKey: 'route', width: 90 }]}
      xAxis={[{ label: 'Average delay (minutes)', max: 40 }]}
      series={[
        {
          dataKey: 'minutes',
          label: 'Average delay',
          barLabel: (item) => (item.value === null ? null : `${item.value} min`),
          barLabelPlacement: 'outside',
        },
      ]}
      borderRadius={6}
      margin={{ right: 56 }}
      hideLegend
      skipAnimation
    />
  );
}
