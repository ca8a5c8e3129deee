import { BarChart } from '@mui/x-charts/BarChart';

const answers = ['Very easy', 'Easy', 'Neutral', 'Difficult', 'Very difficult'];
// Share of respondents per answer to "How easy was it to set up your account?", in percent.
const share = [31.4, 38.2, 17.9, 9.1, 3.4];

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const formatShare = (value: number | null) => (value === null ? '' : percent.format(value / 100));

export default function LabelBarValues() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: answers, width: 100 }]}
      xAxis={[{ max: 45, valueFormatter: (value: number) => formatShare(value) }]}
      series={[
        {
          data: share,
          label: 'Respondents',
          valueFormatter: formatShare,
          barLabel: (item) => formatShare(item.value),
          barLabelPlacement: 'outside',
        },
      ]}
      hideLegend
    />
  );
}
