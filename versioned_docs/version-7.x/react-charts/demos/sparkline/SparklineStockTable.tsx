import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const products = [
  { name: 'Trail shoes', weeks: [42, 45, 51, 48, 60, 66, 71, 69] },
  { name: 'Rain jacket', weeks: [80, 74, 69, 71, 58, 52, 47, 41] },
  { name: 'Head torch', weeks: [15, 18, 16, 22, 19, 25, 24, 27] },
  { name: 'Water filter', weeks: [9, 14, 11, 17, 13, 19, 12, 16] },
];

export default function SparklineStockTable() {
  return (
    <Table size="small" aria-label="Weekly sales">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell align="right">Last week</TableCell>
          <TableCell sx={{ width: 160 }}>Last 8 weeks</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.name}>
            <TableCell>{product.name}</TableCell>
            <TableCell align="right">{product.weeks[product.weeks.length - 1]}</TableCell>
            <TableCell>
              <SparkLineChart data={product.weeks} height={32} width={140} curve="natural" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
