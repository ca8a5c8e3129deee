import { RadarChart } from '@mui/x-charts/RadarChart';

// A self-assessment of a junior developer (1–5) at the start and the end of an apprenticeship.
const skills = [
  'Version control',
  'Automated testing',
  'Accessibility',
  'Performance tuning',
  'Code review',
  'Documentation',
];

const short: Record<string, string> = {
  'Version control': 'Git',
  'Automated testing': 'Testing',
  Accessibility: 'A11y',
  'Performance tuning': 'Perf.',
  'Code review': 'Review',
  Documentation: 'Docs',
};

export default function RadarSkillsLabels() {
  return (
    <RadarChart
      height={320}
      radar={{
        max: 5,
        startAngle: 30,
        metrics: skills,
        // Short names around the chart, full names in the tooltip.
        labelFormatter: (name, { location }) => (location === 'tick' ? (short[name] ?? name) : name),
      }}
      series={[
        { label: 'September', data: [2, 1, 1, 1, 2, 3] },
        { label: 'June', data: [4, 3, 3, 2, 4, 4], fillArea: true },
      ]}
      divisions={4}
      skipAnimation
    />
  );
}
