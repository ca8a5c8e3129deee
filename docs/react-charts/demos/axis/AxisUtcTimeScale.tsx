import { LineChart } from '@mui/x-charts/LineChart';
import { hourlyDemand } from '../shared-features/officeEnergy';

const tickFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const tooltipFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export default function AxisUtcTimeScale() {
  return (
    <LineChart
      height={300}
      margin={{ right: 30 }}
      dataset={hourlyDemand}
      xAxis={[
        {
          dataKey: 'time',
          scaleType: 'utc',
          valueFormatter: (value: Date, context) =>
            context.location === 'tick' ? tickFormat.format(value) : `${tooltipFormat.format(value)} UTC`,
        },
      ]}
      yAxis={[{ label: 'Demand (kW)' }]}
      series={[{ dataKey: 'kW', label: 'Electricity demand', showMark: false, area: true }]}
      hideLegend
    />
  );
}
