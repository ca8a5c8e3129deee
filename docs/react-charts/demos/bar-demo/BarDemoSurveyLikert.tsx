import { BarChart } from '@mui/x-charts/BarChart';

// Share of 640 employees giving each answer to the statements of a workplace survey, in %.
const statements = [
  { statement: 'Clear expectations', stronglyDisagree: 3, disagree: 9, agree: 51, stronglyAgree: 37 },
  { statement: 'Manageable workload', stronglyDisagree: 11, disagree: 27, agree: 44, stronglyAgree: 18 },
  { statement: 'Useful feedback', stronglyDisagree: 8, disagree: 24, agree: 46, stronglyAgree: 22 },
  { statement: 'Meetings worth the time', stronglyDisagree: 19, disagree: 36, agree: 35, stronglyAgree: 10 },
  { statement: 'Would recommend us', stronglyDisagree: 5, disagree: 13, agree: 49, stronglyAgree: 33 },
];

// Disagreement is drawn to the left of zero, agreement to the right.
const dataset = statements.map((row) => ({
  ...row,
  disagree: -row.disagree,
  stronglyDisagree: -row.stronglyDisagree,
}));

const percent = (value: number | null) => (value === null ? '' : `${Math.abs(value)} %`);

export default function BarDemoSurveyLikert() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      dataset={dataset}
      yAxis={[{ scaleType: 'band', dataKey: 'statement', width: 140 }]}
      xAxis={[{ min: -70, max: 100, valueFormatter: (value: number) => `${Math.abs(value)} %` }]}
      series={[
        { dataKey: 'disagree', label: 'Disagree', stack: 'answers', color: '#ef9a9a', valueFormatter: percent },
        {
          dataKey: 'stronglyDisagree',
          label: 'Strongly disagree',
          stack: 'answers',
          color: '#e53935',
          valueFormatter: percent,
        },
        { dataKey: 'agree', label: 'Agree', stack: 'answers', color: '#90caf9', valueFormatter: percent },
        { dataKey: 'stronglyAgree', label: 'Strongly agree', stack: 'answers', color: '#1e88e5', valueFormatter: percent },
      ]}
      grid={{ vertical: true }}
      skipAnimation
    />
  );
}
