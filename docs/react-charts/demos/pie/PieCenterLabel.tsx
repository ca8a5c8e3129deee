import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Status of the parcels a depot handled today.
const parcels = [
  { id: 'delivered', label: 'Delivered', value: 1012 },
  { id: 'out', label: 'Out for delivery', value: 143 },
  { id: 'failed', label: 'Failed attempt', value: 61 },
  { id: 'returned', label: 'Returned', value: 24 },
];
const handled = parcels.reduce((sum, item) => sum + item.value, 0);
const delivered = parcels.find((item) => item.id === 'delivered')?.value ?? 0;

// Moves the origin to the middle of the drawing area, where the donut's hole is,
// and writes the delivery rate with the day's volume under it.
function DeliveryRate() {
  const theme = useTheme();
  const area = useDrawingArea();
  const share = Math.round((delivered / handled) * 100);
  return (
    <g transform={`translate(${area.left + area.width / 2} ${area.top + area.height / 2})`}>
      <text
        textAnchor="middle"
        y={-4}
        fill={(theme.vars || theme).palette.text.primary}
        style={{ fontSize: 30, fontWeight: 700 }}
      >
        {share} %
      </text>
      <text textAnchor="middle" y={20} fill={(theme.vars || theme).palette.text.secondary} style={{ fontSize: 13 }}>
        of {handled.toLocaleString('en-US')} delivered
      </text>
    </g>
  );
}

export default function PieCenterLabel() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: parcels,
          innerRadius: '66%',
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value} parcels`,
        },
      ]}
      skipAnimation
    >
      <DeliveryRate />
    </PieChart>
  );
}
