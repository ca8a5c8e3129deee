import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Status of the 1,240 parcels a depot handled today.
const parcels = [
  { id: 'delivered', label: 'Delivered', value: 1012 },
  { id: 'out', label: 'Out for delivery', value: 143 },
  { id: 'failed', label: 'Failed attempt', value: 61 },
  { id: 'returned', label: 'Returned', value: 24 },
];
const total = parcels.reduce((sum, item) => sum + item.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 22,
  fontWeight: 700,
}));

function CenterLabel({ children }: { children: React.ReactNode }) {
  const { left, top, width, height } = useDrawingArea();
  return (
    <CenterText x={left + width / 2} y={top + height / 2}>
      {children}
    </CenterText>
  );
}

export default function PieCenterLabel() {
  return (
    <PieChart
      height={280}
      series={[{ data: parcels, innerRadius: '65%', paddingAngle: 1, valueFormatter: (item) => `${item.value} parcels` }]}
      skipAnimation
    >
      <CenterLabel>{total.toLocaleString('en-US')} parcels</CenterLabel>
    </PieChart>
  );
}
