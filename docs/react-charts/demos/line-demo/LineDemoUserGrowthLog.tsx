import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1 22', 'Q2 22', 'Q3 22', 'Q4 22', 'Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24', 'Q3 24', 'Q4 24'];
// Registered users of a young app: growth slows down from about 60 % to 10 % per quarter.
const users = [1200, 1950, 3100, 4800, 7100, 10200, 13900, 18100, 22300, 26400, 29800, 32900];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LineDemoUserGrowthLog() {
  const [logScale, setLogScale] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={logScale} onChange={(event) => setLogScale(event.target.checked)} />}
        label="Logarithmic scale"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[
          logScale
            ? {
                scaleType: 'log',
                min: 1000,
                max: 40000,
                tickInterval: [1000, 2000, 5000, 10000, 20000, 40000],
                valueFormatter: (value: number) => compact.format(value),
              }
            : { scaleType: 'linear', min: 0, valueFormatter: (value: number) => compact.format(value) },
        ]}
        series={[
          {
            data: users,
            label: 'Registered users',
            valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
        skipAnimation
      />
    </div>
  );
}
