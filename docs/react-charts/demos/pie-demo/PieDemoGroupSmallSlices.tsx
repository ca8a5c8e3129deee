import { PieChart } from '@mui/x-charts/PieChart';

// Where the visitors of an online magazine came from last month, in thousands of visits.
const referrers = [
  { id: 'search', label: 'Search engines', value: 412 },
  { id: 'social', label: 'Social media', value: 238 },
  { id: 'direct', label: 'Direct', value: 171 },
  { id: 'newsletter', label: 'Newsletter', value: 96 },
  { id: 'partner', label: 'Partner sites', value: 31 },
  { id: 'podcast', label: 'Podcast notes', value: 14 },
  { id: 'forums', label: 'Forums', value: 11 },
  { id: 'print', label: 'QR codes in print', value: 6 },
];

// Slices under 4 % of the total are merged into one "Other" slice.
const total = referrers.reduce((sum, item) => sum + item.value, 0);
const large = referrers.filter((item) => item.value / total >= 0.04);
const small = referrers.filter((item) => item.value / total < 0.04);
const data = [
  ...large,
  { id: 'other', label: `Other (${small.length} sources)`, value: small.reduce((sum, item) => sum + item.value, 0) },
];

export default function PieDemoGroupSmallSlices() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data,
          sortingValues: 'none',
          arcLabel: (item) => `${Math.round((item.value / total) * 100)} %`,
          arcLabelMinAngle: 15,
          valueFormatter: (item) => `${item.value}k visits`,
        },
      ]}
      skipAnimation
    />
  );
}
