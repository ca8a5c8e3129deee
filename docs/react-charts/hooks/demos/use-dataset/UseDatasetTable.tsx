import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { useDataset } from '@mui/x-charts/hooks';

// Stock of a garden centre at the start of the season (invented).
type StockRow = { product: string; inStock: number; onOrder: number };

const stock: StockRow[] = [
  { product: 'Seed compost', inStock: 240, onOrder: 120 },
  { product: 'Terracotta pots', inStock: 135, onOrder: 60 },
  { product: 'Rose bushes', inStock: 48, onOrder: 90 },
  { product: 'Garden hoses', inStock: 72, onOrder: 0 },
  { product: 'Lawn seed', inStock: 160, onOrder: 40 },
];

// The same rows the chart draws, read back with useDataset() and shown as an accessible table.
function StockTable() {
  const rows = useDataset<StockRow[]>() ?? [];
  return (
    <Table size="small" aria-label="Stock per product">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell align="right">In stock</TableCell>
          <TableCell align="right">On order</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.product}>
            <TableCell>{row.product}</TableCell>
            <TableCell align="right">{row.inStock}</TableCell>
            <TableCell align="right">{row.onOrder}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function UseDatasetTable() {
  return (
    <ChartsDataProvider
      height={240}
      dataset={stock}
      xAxis={[{ id: 'products', scaleType: 'band', dataKey: 'product' }]}
      yAxis={[{ id: 'units', width: 45 }]}
      series={[
        { type: 'bar', dataKey: 'inStock', label: 'In stock', stack: 'units' },
        { type: 'bar', dataKey: 'onOrder', label: 'On order', stack: 'units' },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis axisId="products" />
        <ChartsYAxis axisId="units" />
      </ChartsSurface>
      <ChartsTooltip />
      <StockTable />
    </ChartsDataProvider>
  );
}
