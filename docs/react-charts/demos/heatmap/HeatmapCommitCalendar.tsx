import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { createRandom } from '../shared-types/seededRandom';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weeks = Array.from({ length: 16 }, (_, index) => `W${index + 1}`);

// Commits per day to an open-source project over 16 weeks: busy on weekdays, quiet at weekends.
const random = createRandom(9);
const commits = weeks.flatMap((_, week) =>
  weekdays.map((_day, day): [number, number, number] => {
    const weekend = day >= 5;
    const count = Math.floor(random() * (weekend ? 4 : 14) * (week === 9 ? 0.2 : 1));
    return [week, day, count];
  }),
);

export default function HeatmapCommitCalendar() {
  return (
    <Heatmap
      height={260}
      xAxis={[{ data: weeks, tickLabelInterval: (_value: string, index: number) => index % 2 === 0 }]}
      yAxis={[{ data: weekdays, width: 40 }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [1, 4, 8],
            colors: ['rgba(128, 128, 128, 0.15)', '#9be9a8', '#40c463', '#216e39'],
          },
        },
      ]}
      series={[
        {
          data: commits,
          label: 'Commits',
          valueFormatter: (cell) => `${cell[2]} commit${cell[2] === 1 ? '' : 's'}`,
        },
      ]}
    />
  );
}
