import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// One reading every four hours over three days.
const start = Date.UTC(2024, 4, 6, 0, 0);
const readings = [412, 418, 431, 426, 415, 409, 411, 422, 437, 433, 419, 410, 408, 416, 429, 440, 428, 414];
const times = readings.map((_value, index) => new Date(start + index * 4 * 3600 * 1000));

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const fullFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export default function LinesTimeAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: times,
          scaleType: 'time',
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? dayFormat.format(date) : `${fullFormat.format(date)} UTC`,
        },
      ]}
      yAxis={[{ min: 380, max: 460, label: 'CO₂ (ppm)' }]}
      series={[{ data: readings, label: 'Office CO₂', showMark: false, color: '#6a1b9a' }]}
      margin={{ left: 70 }}
    />
  );
}
