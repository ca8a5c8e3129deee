import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const steps = [8412, 10230, 6120, 12890, 9540, 15310, 4780];
const sleep = [7.1, 6.4, 7.8, 5.9, 6.6, 8.3, 8.9];

export default function SparklineTooltipBars() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <div>
        <Typography variant="subtitle2">Steps</Typography>
        <SparkLineChart
          plotType="bar"
          data={steps}
          height={80}
          showTooltip
          showHighlight
          xAxis={{ scaleType: 'band', data: days }}
          valueFormatter={(value) => (value === null ? '' : `${value.toLocaleString('en-US')} steps`)}
          colors={['#ef6c00']}
        />
      </div>
      <div>
        <Typography variant="subtitle2">Sleep</Typography>
        <SparkLineChart
          data={sleep}
          height={80}
          area
          showTooltip
          showHighlight
          xAxis={{ scaleType: 'point', data: days }}
          yAxis={{ min: 4, max: 10 }}
          valueFormatter={(value) => (value === null ? '' : `${value} h`)}
          colors={['#5e35b1']}
        />
      </div>
    </Box>
  );
}
