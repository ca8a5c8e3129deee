import { BarChart } from '@mui/x-charts/BarChart';

// Residents of an invented town by age group, in hundreds.
const ageGroups = ['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80+'];
const women = [41, 44, 52, 58, 55, 61, 49, 37, 24];
const men = [43, 46, 55, 60, 56, 59, 45, 30, 14];

const residents = (value: number | null) => (value === null ? '' : `${Math.abs(value) * 100} residents`);

export default function BarDemoPopulationPyramid() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: ageGroups, categoryGapRatio: 0.1, label: 'Age' }]}
      xAxis={[
        {
          min: -70,
          max: 70,
          valueFormatter: (value: number) => `${Math.abs(value) * 100}`,
        },
      ]}
      series={[
        { data: men.map((value) => -value), label: 'Men', stack: 'town', valueFormatter: residents },
        { data: women, label: 'Women', stack: 'town', valueFormatter: residents },
      ]}
      grid={{ vertical: true }}
      skipAnimation
    />
  );
}
