import { PieChart } from '@mui/x-charts/PieChart';

// 412 answers to "How do you usually commute to the office?"
const answers = [
  { id: 'train', label: 'Train', value: 148 },
  { id: 'bike', label: 'Bicycle', value: 96 },
  { id: 'car', label: 'Car', value: 87 },
  { id: 'bus', label: 'Bus', value: 51 },
  { id: 'walk', label: 'On foot', value: 30 },
];

const total = answers.reduce((sum, answer) => sum + answer.value, 0);

export default function OverviewSurveyPartToWhole() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: answers,
          innerRadius: '55%',
          paddingAngle: 1.5,
          cornerRadius: 4,
          valueFormatter: (item) => `${item.value} people (${Math.round((item.value / total) * 100)} %)`,
        },
      ]}
      skipAnimation
    />
  );
}
