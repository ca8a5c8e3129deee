import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Monthly visits to an online course platform by source, in thousands.
const traffic = {
  search: [128, 134, 151, 149, 162, 158, 141, 137],
  social: [42, 47, 61, 72, 84, 91, 96, 88],
  newsletter: [31, 29, 34, 36, 35, 38, 30, 27],
  direct: [58, 61, 63, 66, 70, 69, 64, 66],
};

const visits = (value: number | null) => (value === null ? '' : `${value}k visits`);

export default function LinesStackedTraffic() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Visits (thousands)' }]}
      series={[
        { data: traffic.search, label: 'Search', stack: 'visits', area: true, showMark: false, valueFormatter: visits },
        { data: traffic.direct, label: 'Direct', stack: 'visits', area: true, showMark: false, valueFormatter: visits },
        { data: traffic.social, label: 'Social', stack: 'visits', area: true, showMark: false, valueFormatter: visits },
        {
          data: traffic.newsletter,
          label: 'Newsletter',
          stack: 'visits',
          area: true,
          showMark: false,
          valueFormatter: visits,
        },
      ]}
      skipAnimation
    />
  );
}
