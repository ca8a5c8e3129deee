import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';

// Orders shipped on time this week, per warehouse.
const warehouses = [
  { name: 'Rotterdam', onTime: 1184, late: 52 },
  { name: 'Lyon', onTime: 862, late: 121 },
  { name: 'Poznań', onTime: 1410, late: 33 },
];

export default function PieDemoWarehouseRings() {
  const theme = useTheme();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {warehouses.map((warehouse) => {
        const share = warehouse.onTime / (warehouse.onTime + warehouse.late);
        return (
          <Card key={warehouse.name} variant="outlined" sx={{ flex: 1 }}>
            <CardContent>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {warehouse.name}
              </Typography>
              <PieChart
                height={140}
                margin={8}
                series={[
                  {
                    data: [
                      { id: 'on-time', label: 'On time', value: warehouse.onTime, color: theme.palette.success.main },
                      { id: 'late', label: 'Late', value: warehouse.late, color: theme.palette.warning.main },
                    ],
                    innerRadius: '72%',
                    cornerRadius: 3,
                    valueFormatter: (item) => `${item.value} orders`,
                  },
                ]}
                hideLegend
                skipAnimation
              />
              <Typography variant="h6" component="p" sx={{ textAlign: 'center' }}>
                {(share * 100).toFixed(1)} % on time
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
