import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025'];
// Visits to a news website by device, in millions per year.
const mobile = [21, 27, 36, 41, 46, 52, 57, 61];
const desktop = [33, 31, 34, 29, 26, 24, 22, 21];
const tablet = [6, 6, 7, 6, 5, 5, 4, 4];

const totals = years.map((_, index) => (mobile[index] ?? 0) + (desktop[index] ?? 0) + (tablet[index] ?? 0));
const share = (value: number | null, { dataIndex }: { dataIndex: number }) =>
  value === null ? '' : `${Math.round((value / (totals[dataIndex] ?? 1)) * 100)} % (${value}M visits)`;

export default function AreasDemoDeviceShare() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => `${Math.round(value * 100)} %` }]}
      series={[
        { data: mobile, label: 'Mobile', stack: 'devices', stackOffset: 'expand', area: true, showMark: false, valueFormatter: share },
        { data: tablet, label: 'Tablet', stack: 'devices', area: true, showMark: false, valueFormatter: share },
        { data: desktop, label: 'Desktop', stack: 'devices', area: true, showMark: false, valueFormatter: share },
      ]}
      skipAnimation
    />
  );
}
