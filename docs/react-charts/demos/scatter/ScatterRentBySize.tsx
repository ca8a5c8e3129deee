import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { flatsInLeipzig, flatsInMunich } from './rentData';

const describe = (point: { x: number; y: number } | null) =>
  point === null ? '' : `${point.x} m² for €${point.y.toLocaleString('en-US')} a month`;

export default function ScatterRentBySize() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Living area (m²)', min: 20, max: 130 }]}
      yAxis={[{ label: 'Rent per month (€)', min: 0 }]}
      series={[
        { data: flatsInLeipzig, label: 'Leipzig', valueFormatter: describe },
        { data: flatsInMunich, label: 'Munich', valueFormatter: describe },
      ]}
      grid={{ horizontal: true, vertical: true }}
      skipAnimation
    />
  );
}
