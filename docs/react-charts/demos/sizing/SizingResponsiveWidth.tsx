import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { climateMonths, sunshineHours } from '../shared-features/climate';

export default function SizingResponsiveWidth() {
  const [containerWidth, setContainerWidth] = React.useState(100);

  return (
    <Box>
      <Typography id="container-width-label" variant="body2" sx={{ color: 'text.secondary' }}>
        Width of the parent element: {containerWidth}%
      </Typography>
      <Slider
        aria-labelledby="container-width-label"
        value={containerWidth}
        min={40}
        max={100}
        step={5}
        onChange={(_event, value) => setContainerWidth(value)}
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ width: `${containerWidth}%`, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <LineChart
          height={260}
          xAxis={[{ scaleType: 'point', data: climateMonths }]}
          series={[{ data: sunshineHours, label: 'Hours of sunshine', area: true }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
