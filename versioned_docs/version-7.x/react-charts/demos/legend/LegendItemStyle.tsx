import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023];

export default function LegendItemStyle() {
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="Hide the legend"
      />
      <LineChart
        height={300}
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
        series={[
          { data: [31, 35, 22, 28, 39, 44], label: 'Novels' },
          { data: [12, 15, 19, 24, 22, 27], label: 'Comics' },
          { data: [8, 9, 14, 13, 11, 10], label: 'Cookbooks' },
        ]}
        slotProps={{
          legend: {
            hidden,
            itemMarkWidth: 12,
            itemMarkHeight: 12,
            markGap: 6,
            itemGap: 24,
            labelStyle: { fontSize: 13, fontStyle: 'italic' },
          },
        }}
      />
    </Stack>
  );
}
