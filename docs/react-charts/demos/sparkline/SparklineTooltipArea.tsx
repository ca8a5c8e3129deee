import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const days = ['1 Jun', '2 Jun', '3 Jun', '4 Jun', '5 Jun', '6 Jun', '7 Jun', '8 Jun', '9 Jun', '10 Jun'];
// Daily rainfall at a weather station, in millimetres.
const rainfall = [0, 3.2, 11.4, 6.8, 0, 0, 1.2, 14.9, 8.3, 2.1];

export default function SparklineTooltipArea() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography variant="subtitle2" component="p">
        Rainfall, 1–10 June
      </Typography>
      <SparkLineChart
        data={rainfall}
        height={80}
        area
        curve="natural"
        showTooltip
        showHighlight
        xAxis={{ scaleType: 'point', data: days }}
        valueFormatter={(value) => (value === null ? '' : `${value} mm`)}
        color={(mode) => (mode === 'dark' ? '#4fc3f7' : '#0277bd')}
      />
    </Box>
  );
}
