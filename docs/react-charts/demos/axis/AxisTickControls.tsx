import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
// Visitors on a ticket-sales site for each hour of one day.
const visitors = [
  310, 220, 160, 120, 110, 140, 390, 880, 1420, 1710, 1840, 1950, 2230, 2080, 1890, 1760, 1820, 2010, 2390,
  2710, 2540, 1980, 1210, 640,
];

export default function AxisTickControls() {
  const [tickNumber, setTickNumber] = React.useState(5);

  return (
    <Box>
      <Typography id="tick-number-label" variant="body2" sx={{ color: 'text.secondary' }}>
        tickNumber on the y-axis: {tickNumber}
      </Typography>
      <Slider
        aria-labelledby="tick-number-label"
        value={tickNumber}
        min={2}
        max={12}
        step={1}
        marks
        onChange={(_event, value) => setTickNumber(value)}
        sx={{ maxWidth: 320 }}
      />
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: hours,
            // A tick every three hours...
            tickInterval: (_value, index) => index % 3 === 0,
            // ...and a label on every second tick. This index counts ticks, not hours.
            tickLabelInterval: (_value, index) => index % 2 === 0,
          },
        ]}
        yAxis={[{ tickNumber, tickMinStep: 500, width: 55 }]}
        series={[{ data: visitors, label: 'Visitors per hour', showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
