import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

// Output of a 6 kW rooftop solar installation on a clear June day, every half hour, in kW.
const times = Array.from({ length: 33 }, (_, index) => 4.5 + index * 0.5);
const output = times.map((hour) => {
  const daylight = Math.sin(((hour - 5) / 16) * Math.PI);
  return daylight > 0 ? Math.round(daylight ** 1.6 * 5.4 * 100) / 100 : 0;
});

const clock = (hour: number) => `${String(Math.floor(hour)).padStart(2, '0')}:${hour % 1 === 0 ? '00' : '30'}`;

export default function AreasDemoSolarOutput() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: times,
          min: 4.5,
          max: 20.5,
          tickInterval: [6, 9, 12, 15, 18],
          valueFormatter: (hour: number) => clock(hour),
        },
      ]}
      yAxis={[{ label: 'Output (kW)', min: 0, max: 6 }]}
      series={[
        {
          data: output,
          label: 'Solar output',
          area: true,
          showMark: false,
          color: '#f9a825',
          valueFormatter: (value) => (value === null ? '' : `${value.toFixed(2)} kW`),
        },
      ]}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.35 } }}
      hideLegend
      skipAnimation
    />
  );
}
