import { LineChart } from '@mui/x-charts/LineChart';

// Daily rainfall (mm) at a weather station, 1–21 March 2025. Dates are UTC midnights.
const rainfall = [0, 2.4, 7.8, 12.1, 0.6, 0, 0, 3.2, 15.4, 9.7, 1.1, 0, 0, 0, 4.6, 6.3, 0.8, 0, 21.7, 11.2, 2.9];
const days = rainfall.map((_, index) => new Date(Date.UTC(2025, 2, index + 1)));

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

export default function DataModelUtcTimeAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? dayFormat.format(date) : longDayFormat.format(date),
        },
      ]}
      yAxis={[{ label: 'Rainfall (mm)' }]}
      series={[
        { data: rainfall, label: 'Rainfall', curve: 'stepAfter', area: true, showMark: false },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
