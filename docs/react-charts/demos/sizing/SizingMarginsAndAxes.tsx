import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const languages = ['TypeScript', 'Python', 'Go', 'Rust', 'Kotlin'];
// Pull requests merged last quarter in a company's repositories, per language.
const merged = [842, 615, 288, 147, 203];

// Outlines the drawing area, so you can see what the margin and the axis sizes leave for the bars.
function DrawingAreaOutline() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return (
    <rect
      x={left}
      y={top}
      width={width}
      height={height}
      fill="none"
      stroke={theme.vars.palette.secondary.main}
      strokeDasharray="4 3"
    />
  );
}

export default function SizingMarginsAndAxes() {
  const [margin, setMargin] = React.useState(20);
  const [axisWidth, setAxisWidth] = React.useState(90);

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 }}>
        <div>
          <Typography id="margin-label" variant="body2" sx={{ color: 'text.secondary' }}>
            margin: {margin}px
          </Typography>
          <Slider
            aria-labelledby="margin-label"
            value={margin}
            min={0}
            max={60}
            onChange={(_event, value) => setMargin(value)}
          />
        </div>
        <div>
          <Typography id="axis-width-label" variant="body2" sx={{ color: 'text.secondary' }}>
            y-axis width: {axisWidth}px
          </Typography>
          <Slider
            aria-labelledby="axis-width-label"
            value={axisWidth}
            min={30}
            max={140}
            onChange={(_event, value) => setAxisWidth(value)}
          />
        </div>
      </Box>
      <BarChart
        height={280}
        layout="horizontal"
        margin={margin}
        yAxis={[{ scaleType: 'band', data: languages, width: axisWidth }]}
        series={[{ data: merged, label: 'Merged pull requests' }]}
        hideLegend
      >
        <DrawingAreaOutline />
      </BarChart>
    </Box>
  );
}
