import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Storage used on a shared drive, by file type, in gigabytes.
const usage = [
  { id: 'video', label: 'Video', value: 412 },
  { id: 'images', label: 'Images', value: 238 },
  { id: 'documents', label: 'Documents', value: 96 },
  { id: 'archives', label: 'Archives', value: 154 },
];
const total = usage.reduce((sum, item) => sum + item.value, 0);

function CenterLabel({ primary, secondary }: { primary: string; secondary: string }) {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const cx = left + width / 2;
  const cy = top + height / 2;
  return (
    <text x={cx} y={cy} textAnchor="middle">
      <tspan
        x={cx}
        dy="-0.2em"
        fill={theme.vars.palette.text.primary}
        style={{ fontSize: 24, fontWeight: 700 }}
      >
        {primary}
      </tspan>
      <tspan x={cx} dy="1.4em" fill={theme.vars.palette.text.secondary} style={{ fontSize: 13 }}>
        {secondary}
      </tspan>
    </text>
  );
}

export default function ComponentsDonutCenterLabel() {
  return (
    <PieChart
      height={280}
      series={[
        { data: usage, innerRadius: '62%', paddingAngle: 1, valueFormatter: (item) => `${item.value} GB` },
      ]}
    >
      <CenterLabel primary={`${total} GB`} secondary="of 1 TB used" />
    </PieChart>
  );
}
