import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Automated tests of a web shop's code base, by kind.
const tests = [
  { label: 'End-to-end', value: 60 },
  { label: 'Integration', value: 340 },
  { label: 'Unit', value: 1_850 },
];

export default function PyramidTestSuite() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          data: tests,
          curve: 'pyramid',
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} tests`,
        },
      ]}
      skipAnimation
    />
  );
}
