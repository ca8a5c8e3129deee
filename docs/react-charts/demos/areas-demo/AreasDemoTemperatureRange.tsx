import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// A week's forecast for a mountain town, in °C.
const low = [4, 6, 7, 3, 1, 2, 5];
const high = [13, 15, 17, 12, 9, 11, 14];

export default function AreasDemoTemperatureRange() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ label: '°C', min: -5, max: 20 }]}
      series={[
        // The low temperatures form the invisible base of the stack…
        {
          id: 'low',
          data: low,
          label: 'Low',
          stack: 'range',
          area: true,
          showMark: false,
          valueFormatter: (value) => `${value} °C`,
        },
        // …and the band on top of it spans from the low to the high temperature.
        {
          id: 'spread',
          data: high.map((value, index) => value - (low[index] ?? 0)),
          label: 'High',
          stack: 'range',
          area: true,
          showMark: false,
          valueFormatter: (_value, { dataIndex }) => `${high[dataIndex]} °C`,
        },
      ]}
      sx={{
        [`& .${lineClasses.area}[data-series="low"]`]: { fill: 'transparent' },
        [`& .${lineClasses.area}[data-series="spread"]`]: { fillOpacity: 0.4 },
      }}
      hideLegend
      skipAnimation
    />
  );
}
