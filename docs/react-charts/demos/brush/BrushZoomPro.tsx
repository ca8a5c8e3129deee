import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { hourlyDemand } from '../shared-features/officeEnergy';

const time = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export default function BrushZoomPro() {
  return (
    <LineChartPro
      height={300}
      dataset={hourlyDemand}
      xAxis={[
        {
          dataKey: 'time',
          scaleType: 'utc',
          zoom: true,
          valueFormatter: (value: Date) => time.format(value),
        },
      ]}
      yAxis={[{ label: 'Demand (kW)' }]}
      series={[{ dataKey: 'kW', label: 'Electricity demand', showMark: false, area: true }]}
      zoomInteractionConfig={{ zoom: ['brush', 'doubleTapReset'], pan: [] }}
      margin={{ right: 30 }}
      hideLegend
    />
  );
}
