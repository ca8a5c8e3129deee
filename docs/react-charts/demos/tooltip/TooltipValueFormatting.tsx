import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { checkoutLatency, latencyObjectiveMs } from '../shared-resources/serverLatency';

const hours = checkoutLatency.map((sample) => sample.hour);
const requests = checkoutLatency.map((sample) => sample.requests);

// Ticks show "12:00"; the tooltip heading shows the whole hour: "12:00–13:00 UTC".
function formatHour(hour: string, context: AxisValueFormatterContext) {
  if (context.location !== 'tooltip') {
    return hour;
  }
  const index = hours.indexOf(hour);
  const end = hours[(index + 1) % hours.length];
  return `${hour}–${end} UTC`;
}

const numberFormat = new Intl.NumberFormat('en-GB');

export default function TooltipValueFormatting() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: hours, valueFormatter: formatHour }]}
      yAxis={[{ label: 'Response time (ms)', width: 60 }]}
      series={[
        {
          data: checkoutLatency.map((sample) => sample.p95),
          label: '95th percentile',
          showMark: false,
          // The context gives the index of the value, to look up related data.
          valueFormatter: (value, { dataIndex }) =>
            `${value} ms over ${numberFormat.format(requests[dataIndex] ?? 0)} requests`,
        },
        {
          data: checkoutLatency.map((sample) => sample.p50),
          label: 'Median',
          showMark: false,
          valueFormatter: (value) => `${value} ms`,
        },
        {
          data: hours.map(() => latencyObjectiveMs),
          label: 'Objective',
          showMark: false,
          color: '#9e9e9e',
          // Returning null leaves the series out of the tooltip.
          valueFormatter: () => null,
        },
      ]}
    />
  );
}
