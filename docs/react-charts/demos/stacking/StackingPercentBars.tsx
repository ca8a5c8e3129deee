import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['18–24', '25–34', '35–44', '45–54', '55–64', '65+'];
// Answers to "How do you usually pay in shops?", by age group (number of respondents).
const answers = [
  { label: 'Phone or watch', data: [148, 171, 122, 74, 38, 12] },
  { label: 'Card', data: [96, 141, 163, 158, 131, 88] },
  { label: 'Cash', data: [21, 24, 37, 58, 84, 119] },
];

const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

export default function StackingPercentBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: ageGroups, label: 'Age group' }]}
      yAxis={[{ valueFormatter: (value: number) => percent.format(value) }]}
      series={answers.map((answer) => ({
        ...answer,
        stack: 'payment',
        stackOffset: 'expand' as const,
        valueFormatter: (value: number | null) => `${value} respondents`,
      }))}
    />
  );
}
