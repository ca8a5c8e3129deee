import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsColorPaletteCallback } from '@mui/x-charts/colorPalettes';

// A palette function: one list of colours per colour scheme.
const trafficPalette: ChartsColorPaletteCallback = (mode) =>
  mode === 'dark' ? ['#7cb8ff', '#ffb877', '#8fe3a5'] : ['#0b5cad', '#b35c00', '#1e7b3a'];

const hours = ['06', '08', '10', '12', '14', '16', '18', '20'];
// Vehicles per hour at three junctions.
const junctions = [
  { label: 'Harbour Road', data: [420, 1380, 910, 860, 940, 1290, 1510, 700] },
  { label: 'Mill Street', data: [260, 820, 640, 720, 690, 880, 930, 410] },
  { label: 'Ring Road', data: [610, 1650, 1220, 1180, 1240, 1700, 1820, 930] },
];

export default function StylingPaletteModes() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {(['light', 'dark'] as const).map((mode) => (
        <div key={mode}>
          <Typography variant="subtitle2" component="p">
            theme=&quot;{mode}&quot;
          </Typography>
          <LineChart
            height={240}
            theme={mode}
            colors={trafficPalette}
            xAxis={[{ scaleType: 'point', data: hours }]}
            yAxis={[{ width: 50 }]}
            series={junctions.map((junction) => ({ ...junction, showMark: false }))}
          />
        </div>
      ))}
    </Box>
  );
}
