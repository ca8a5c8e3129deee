import { BarChart } from '@mui/x-charts/BarChart';

const warehouseStock = [
  { warehouse: 'Leeds', pallets: 120, boxes: 340, loose: 45 },
  { warehouse: 'Bristol', pallets: 95, boxes: 410, loose: 60 },
  { warehouse: 'Glasgow', pallets: 70, boxes: 220, loose: 30 },
  { warehouse: 'Cardiff', pallets: 110, boxes: 180, loose: 85 },
];

const units = (value: number | null) => (value === null ? '' : `${value} units`);

export default function BarsStockByWarehouse() {
  return (
    <BarChart
      height={320}
      dataset={warehouseStock}
      xAxis={[{ scaleType: 'band', dataKey: 'warehouse' }]}
      series={[
        { dataKey: 'pallets', label: 'On pallets', stack: 'stock', valueFormatter: units },
        { dataKey: 'boxes', label: 'In boxes', stack: 'stock', valueFormatter: units },
        { dataKey: 'loose', label: 'Loose items', stack: 'stock', valueFormatter: units },
      ]}
      skipAnimation
    />
  );
}
