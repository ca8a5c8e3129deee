import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
// Orders per day in three warehouses during one week.
const warehouses = [
  { name: 'Rotterdam', orders: [410, 388, 452, 470, 512, 230, 120], color: '#1f5fa8' },
  { name: 'Milan', orders: [290, 301, 276, 322, 348, 180, 95], color: '#2b7a3d' },
  { name: 'Poznań', orders: [188, 205, 214, 199, 240, 160, 142], color: '#8a4b08' },
];

export default function SizingFixedSmallMultiples() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {warehouses.map((warehouse) => (
        <Box key={warehouse.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
          <Typography variant="subtitle2" component="h4" sx={{ m: 0 }}>
            {warehouse.name}
          </Typography>
          <BarChart
            width={240}
            height={150}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            xAxis={[{ scaleType: 'band', data: days, categoryGapRatio: 0.3, height: 22 }]}
            yAxis={[{ min: 0, max: 550, width: 34, tickNumber: 3 }]}
            series={[{ data: warehouse.orders, label: 'Orders', color: warehouse.color }]}
            hideLegend
          />
        </Box>
      ))}
    </Box>
  );
}
