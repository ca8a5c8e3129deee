import { PieChart } from '@mui/x-charts/PieChart';

// Revenue of an outdoor shop by department (inner ring) and product line (outer ring), in k€.
const departments = [
  { id: 'clothing', label: 'Clothing', value: 480, color: '#42a5f5' },
  { id: 'footwear', label: 'Footwear', value: 310, color: '#66bb6a' },
  { id: 'camping', label: 'Camping', value: 210, color: '#ffa726' },
];

const productLines = [
  { id: 'jackets', label: 'Jackets', value: 260, color: '#1e88e5' },
  { id: 'fleeces', label: 'Fleeces', value: 130, color: '#64b5f6' },
  { id: 'trousers', label: 'Trousers', value: 90, color: '#90caf9' },
  { id: 'boots', label: 'Hiking boots', value: 220, color: '#43a047' },
  { id: 'trail', label: 'Trail shoes', value: 90, color: '#a5d6a7' },
  { id: 'tents', label: 'Tents', value: 140, color: '#fb8c00' },
  { id: 'stoves', label: 'Stoves', value: 70, color: '#ffcc80' },
];

const euros = (item: { value: number }) => `€${item.value}k`;

export default function PieNestedProducts() {
  return (
    <PieChart
      height={320}
      series={[
        { id: 'departments', data: departments, outerRadius: '55%', valueFormatter: euros },
        {
          id: 'product-lines',
          data: productLines,
          innerRadius: '62%',
          outerRadius: '100%',
          valueFormatter: euros,
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
