import { PieChart } from '@mui/x-charts/PieChart';

// Answers to "Which feature do you use most?" from 1,180 users of a photo app.
const answers = [
  { id: 'filters', label: 'Filters', value: 402 },
  { id: 'albums', label: 'Shared albums', value: 297 },
  { id: 'editor', label: 'Editor', value: 254 },
  { id: 'print', label: 'Print orders', value: 131 },
  { id: 'backup', label: 'Backup', value: 61 },
  { id: 'other', label: 'Other', value: 35 },
];

const total = answers.reduce((sum, answer) => sum + answer.value, 0);

export default function PieArcLabelsShare() {
  return (
    <PieChart
      height={320}
      series={[
        {
          data: answers,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)} %`,
          arcLabelMinAngle: 20,
          arcLabelRadius: '65%',
          valueFormatter: (item) => `${item.value} users`,
        },
      ]}
      skipAnimation
    />
  );
}
