import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeBasicValues() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      <Stack sx={{ alignItems: 'center' }}>
        <Gauge width={140} height={140} value={72} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Battery charge (0–100)
        </Typography>
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        <Gauge width={140} height={140} value={38} valueMin={0} valueMax={50} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Parking spaces taken (of 50)
        </Typography>
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        <Gauge width={140} height={140} value={null} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Sensor offline (null)
        </Typography>
      </Stack>
    </Stack>
  );
}
