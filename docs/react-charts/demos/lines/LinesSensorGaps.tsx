import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const times = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
// Greenhouse humidity (%). The sensor lost its connection twice: those readings are null.
const humidity = [82, 79, null, null, 68, 64, 61, null, 58, 60, 63];

export default function LinesSensorGaps() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
        label="connectNulls"
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: times }]}
        yAxis={[{ label: 'Humidity (%)', min: 50, max: 90 }]}
        series={[
          {
            data: humidity,
            label: 'Humidity',
            connectNulls,
            valueFormatter: (value) => (value === null ? 'No reading' : `${value} %`),
          },
        ]}
        hideLegend
        skipAnimation
      />
    </div>
  );
}
