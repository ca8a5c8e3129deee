import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Hourly visitors of three rooms of a museum on one Sunday.
const rooms = [
  { name: 'Egyptian gallery', visitors: [40, 120, 210, 260, 240, 280, 250, 190, 90] },
  { name: 'Modern art', visitors: [20, 60, 90, 110, 95, 120, 130, 80, 30] },
  { name: 'Coin cabinet', visitors: [5, 10, 18, 22, 20, 25, 19, 12, 6] },
];
const highest = Math.max(...rooms.flatMap((room) => room.visitors));

export default function SparklineSharedScale() {
  return (
    <Stack spacing={1.5}>
      {rooms.map((room) => (
        <Stack key={room.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 140, flexShrink: 0 }}>
            {room.name}
          </Typography>
          <div style={{ flex: 1, minWidth: 0 }}>
            <SparkLineChart
              plotType="bar"
              data={room.visitors}
              height={40}
              // The same range for every row, so bar heights compare across rooms.
              yAxis={{ min: 0, max: highest }}
              showTooltip
              showHighlight
              xAxis={{
                scaleType: 'band',
                data: ['10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h', '18h'],
              }}
            />
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
