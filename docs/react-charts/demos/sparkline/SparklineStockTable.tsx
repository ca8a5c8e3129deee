import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Units in stock at the end of each of the last 12 weeks, per product.
const products = [
  { sku: 'TEA-SEN-100', name: 'Sencha, 100 g', stock: [320, 301, 288, 270, 255, 240, 410, 392, 371, 355, 330, 312] },
  { sku: 'TEA-EGR-250', name: 'Earl Grey, 250 g', stock: [150, 142, 131, 120, 109, 98, 86, 73, 61, 50, 38, 27] },
  { sku: 'CUP-CER-02', name: 'Ceramic cup, pair', stock: [64, 64, 62, 61, 61, 60, 58, 58, 57, 57, 56, 55] },
  { sku: 'POT-GLS-1L', name: 'Glass teapot, 1 l', stock: [18, 35, 33, 29, 26, 22, 41, 38, 34, 30, 27, 24] },
];

export default function SparklineStockTable() {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell align="right">In stock</TableCell>
          <TableCell sx={{ width: { xs: 100, sm: 180 } }}>Last 12 weeks</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.sku}>
            <TableCell>{product.name}</TableCell>
            <TableCell align="right">{product.stock[product.stock.length - 1]}</TableCell>
            <TableCell sx={{ py: 0 }}>
              <SparkLineChart
                data={product.stock}
                height={36}
                yAxis={{ min: 0 }}
                showTooltip
                valueFormatter={(value) => (value === null ? '' : `${value} units`)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
