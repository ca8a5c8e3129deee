import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Diesel used by six delivery vans, in litres per month.
const vans = [
  { id: 'van-104', data: [612, 598, 634, 601, 588, 579] },
  { id: 'van-117', data: [702, 731, 745, 768, 790, 824] },
  { id: 'van-121', data: [548, 551, 539, 544, 530, 527] },
  { id: 'van-133', data: [655, 642, 661, 648, 639, 651] },
  { id: 'van-140', data: [590, 604, 597, 611, 602, 596] },
  { id: 'van-152', data: [681, 669, 673, 660, 668, 657] },
];

export default function LineDemoFleetHighlight() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Litres per month' }]}
      series={vans.map((van) => ({
        id: van.id,
        label: van.id.toUpperCase(),
        data: van.data,
        showMark: false,
        highlightScope: { highlight: 'series', fade: 'global' },
        valueFormatter: (value: number | null) => (value === null ? '' : `${value} l`),
      }))}
      skipAnimation
    />
  );
}
