import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['Portuguese', 'Spanish', 'German', 'Japanese', 'Korean', 'Finnish'];
const learners = [4.8, 12.6, 7.9, 5.3, 3.1, 0.7];

export default function BarsHorizontalLabels() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: languages }]}
      xAxis={[{ label: 'Active learners (millions)' }]}
      series={[{ data: learners, label: 'Learners', color: '#00897b' }]}
      barLabel={(item) => (item.value === null ? null : `${item.value} M`)}
      borderRadius={6}
      margin={{ left: 90 }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
