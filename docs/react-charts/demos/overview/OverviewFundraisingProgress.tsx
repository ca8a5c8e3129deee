import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const raised = 38_400;
const target = 50_000;

export default function OverviewFundraisingProgress() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Gauge
        width={200}
        height={200}
        value={raised}
        valueMax={target}
        startAngle={-100}
        endAngle={100}
        innerRadius="72%"
        cornerRadius="50%"
        text={({ value, valueMax }) => `${Math.round(((value ?? 0) / valueMax) * 100)} %`}
      />
      <div>
        <Typography variant="h6" component="p">
          Library roof appeal
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          €{raised.toLocaleString('en-US')} raised of €{target.toLocaleString('en-US')}
        </Typography>
      </div>
    </Stack>
  );
}
