import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Disk usage of four servers, in % of capacity.
const servers = [
  { name: 'web-01', used: 41 },
  { name: 'web-02', used: 67 },
  { name: 'db-01', used: 88 },
  { name: 'backup-01', used: 95 },
];

function colorFor(used: number, theme: Theme) {
  if (used >= 90) return theme.palette.error.main;
  if (used >= 75) return theme.palette.warning.main;
  return theme.palette.success.main;
}

export default function GaugeDiskThresholds() {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {servers.map((server) => (
        <Stack key={server.name} sx={{ alignItems: 'center' }}>
          <Gauge
            width={130}
            height={130}
            value={server.used}
            innerRadius="70%"
            text={({ value }) => `${value} %`}
            sx={(theme) => ({
              [`& .${gaugeClasses.valueArc}`]: { fill: colorFor(server.used, theme) },
            })}
          />
          <Typography variant="body2">{server.name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
