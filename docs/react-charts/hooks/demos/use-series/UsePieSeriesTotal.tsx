import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea, usePieSeries } from '@mui/x-charts/hooks';

// Where the hours of a software team went last sprint (invented).
const hours = [
  { id: 'features', label: 'New features', value: 182 },
  { id: 'bugs', label: 'Bug fixes', value: 74 },
  { id: 'reviews', label: 'Code review', value: 51 },
  { id: 'meetings', label: 'Meetings', value: 38 },
  { id: 'support', label: 'Support', value: 27 },
];

const TotalValue = styled('text')(({ theme }) => ({
  ...theme.typography.h5,
  fill: (theme.vars || theme).palette.text.primary,
}));

const TotalCaption = styled('text')(({ theme }) => ({
  ...theme.typography.caption,
  fill: (theme.vars || theme).palette.text.secondary,
}));

// With the default cx and cy (50 %), the pie sits in the middle of the drawing area.
function PieTotal({ seriesId }: { seriesId: string }) {
  const series = usePieSeries(seriesId);
  const { left, top, width, height } = useDrawingArea();
  if (!series) {
    return null;
  }
  const total = series.data.reduce((sum, slice) => sum + slice.value, 0);
  const cx = left + width / 2;
  const cy = top + height / 2;
  return (
    <g>
      <TotalValue x={cx} y={cy - 4} textAnchor="middle">
        {total} h
      </TotalValue>
      <TotalCaption x={cx} y={cy + 18} textAnchor="middle">
        logged this sprint
      </TotalCaption>
    </g>
  );
}

export default function UsePieSeriesTotal() {
  return (
    <PieChart
      height={300}
      series={[{ id: 'sprint', data: hours, innerRadius: '62%', paddingAngle: 1, cornerRadius: 3 }]}
    >
      <PieTotal seriesId="sprint" />
    </PieChart>
  );
}
