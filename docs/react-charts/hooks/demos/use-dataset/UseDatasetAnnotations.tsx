import { styled } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDataset, useXScale, useYScale } from '@mui/x-charts/hooks';

// Daily orders of an online bakery; some rows carry a note about the day (invented).
type OrderDay = { day: string; orders: number; note?: string };

const orders: OrderDay[] = [
  { day: '1 Dec', orders: 142 },
  { day: '2 Dec', orders: 151 },
  { day: '3 Dec', orders: 148 },
  { day: '4 Dec', orders: 210, note: 'Newsletter' },
  { day: '5 Dec', orders: 187 },
  { day: '6 Dec', orders: 163 },
  { day: '7 Dec', orders: 96, note: 'Site outage' },
  { day: '8 Dec', orders: 171 },
  { day: '9 Dec', orders: 176 },
  { day: '10 Dec', orders: 259, note: 'Free delivery' },
  { day: '11 Dec', orders: 232 },
  { day: '12 Dec', orders: 205 },
];

const NoteDot = styled('circle')(({ theme }) => ({
  fill: (theme.vars || theme).palette.background.paper,
  stroke: (theme.vars || theme).palette.warning.main,
  strokeWidth: 2,
}));

const NoteText = styled('text')(({ theme }) => ({
  ...theme.typography.caption,
  fill: (theme.vars || theme).palette.text.primary,
}));

// The dataset holds more than the series draws: here, a free-text note per day.
function DayNotes() {
  const rows = useDataset<OrderDay[]>() ?? [];
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  return (
    <g>
      {rows.map((row) => {
        const x = xScale(row.day);
        if (!row.note || x === undefined) {
          return null;
        }
        const y = yScale(row.orders);
        return (
          <g key={row.day}>
            <NoteDot cx={x} cy={y} r={6} />
            <NoteText x={x} y={y - 12} textAnchor="middle">
              {row.note}
            </NoteText>
          </g>
        );
      })}
    </g>
  );
}

export default function UseDatasetAnnotations() {
  return (
    <LineChart
      height={320}
      dataset={orders}
      xAxis={[{ scaleType: 'point', dataKey: 'day' }]}
      yAxis={[{ min: 0, max: 300 }]}
      series={[{ dataKey: 'orders', label: 'Orders', showMark: false }]}
      hideLegend
    >
      <DayNotes />
    </LineChart>
  );
}
