import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Orders per day over the last two weeks.
const orders = [112, 98, 131, 124, 140, 162, 88, 119, 127, 135, 148, 171, 183, 94];

export default function SparklineLineAndBar() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <div style={{ flex: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          plotType="line" (default)
        </Typography>
        <SparkLineChart data={orders} height={60} />
      </div>
      <div style={{ flex: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          plotType="bar"
        </Typography>
        <SparkLineChart plotType="bar" data={orders} height={60} />
      </div>
    </Stack>
  );
}
