import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Trial users of a language-learning app, by day of their free trial.
const trial = [
  { label: 'Day 1', value: 10_000 },
  { label: 'Day 3', value: 6_200 },
  { label: 'Day 7', value: 4_100 },
  { label: 'Day 14', value: 2_900 },
  { label: 'Subscribed', value: 1_150 },
];

const first = trial[0]?.value ?? 1;

export default function FunnelSectionLabels() {
  return (
    <FunnelChart
      height={320}
      categoryAxis={{ categories: trial.map((step) => step.label), position: 'left' }}
      series={[
        {
          data: trial,
          curve: 'step',
          sectionLabel: { position: { horizontal: 'end' }, textAnchor: 'start', offset: { x: 8 } },
          valueFormatter: (item) => `${Math.round((item.value / first) * 100)} %`,
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
