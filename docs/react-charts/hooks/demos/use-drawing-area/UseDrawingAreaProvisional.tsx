import { styled } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// New customer accounts per week this quarter, provisional until the quarter closes (invented).
const weeks = ['W14', 'W15', 'W16', 'W17', 'W18', 'W19', 'W20', 'W21'];
const accounts = [412, 398, 455, 470, 431, 489, 446, 502];

const Stamp = styled('text')(({ theme }) => ({
  ...theme.typography.h4,
  fontWeight: 700,
  fill: (theme.vars || theme).palette.text.disabled,
  opacity: 0.5,
  pointerEvents: 'none',
}));

// A centred, rotated mark that always fits the drawing area, whatever the chart width.
function ProvisionalStamp() {
  const { left, top, width, height } = useDrawingArea();
  const cx = left + width / 2;
  const cy = top + height / 2;
  const angle = -Math.atan(height / width) * (180 / Math.PI);
  return (
    <Stamp x={cx} y={cy} textAnchor="middle" dominantBaseline="middle" transform={`rotate(${angle} ${cx} ${cy})`}>
      PROVISIONAL
    </Stamp>
  );
}

export default function UseDrawingAreaProvisional() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      series={[{ data: accounts, label: 'New accounts' }]}
      hideLegend
    >
      <ProvisionalStamp />
    </BarChart>
  );
}
