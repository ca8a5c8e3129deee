import { BarChart } from '@mui/x-charts/BarChart';

const products = [
  'Trail running shoes',
  'Merino base layer',
  'Insulated water bottle',
  'Ultralight tent',
  'Headlamp with red light',
  'Trekking poles',
];
// Units returned in the first quarter, per product.
const returns = [214, 96, 41, 58, 73, 35];

export default function AxisLabelStyling() {
  return (
    <BarChart
      height={360}
      xAxis={[
        {
          scaleType: 'band',
          data: products,
          height: 90,
          tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[
        {
          label: 'Units returned',
          labelStyle: { fontWeight: 700 },
          disableLine: true,
          disableTicks: true,
        },
      ]}
      series={[{ data: returns, label: 'Returns in Q1' }]}
      hideLegend
    />
  );
}
