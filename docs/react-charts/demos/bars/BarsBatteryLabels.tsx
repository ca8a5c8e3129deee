import { BarChart } from '@mui/x-charts/BarChart';

const models = ['Phone A', 'Phone B', 'Phone C', 'Phone D', 'Phone E'];
// Hours of video playback on one charge, from an invented lab test.
const hours = [18.5, 22.1, 15.75, 26.4, 20];

export default function BarsBatteryLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: models }]}
      yAxis={[{ label: 'Hours', max: 30 }]}
      series={[
        {
          data: hours,
          label: 'Video playback',
          barLabel: (item) => (item.value === null ? null : `${item.value.toFixed(1)} h`),
          barLabelPlacement: 'outside',
        },
      ]}
      borderRadius={8}
      hideLegend
      skipAnimation
    />
  );
}
