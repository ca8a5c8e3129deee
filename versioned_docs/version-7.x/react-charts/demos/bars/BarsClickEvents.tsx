import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Design', 'Backend', 'Frontend', 'Data', 'Support'];
const series = [
  { id: 'open', data: [7, 15, 11, 4, 9], label: 'Open tickets' },
  { id: 'closed', data: [12, 21, 18, 9, 30], label: 'Closed this week' },
];

export default function BarsClickEvents() {
  const [message, setMessage] = React.useState('Click a bar, or anywhere in a team column.');

  return (
    <Stack spacing={1}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: teams }]}
        series={series}
        onItemClick={(_event, bar) => {
          const clicked = series.find((item) => item.id === bar.seriesId);
          setMessage(`Bar: ${teams[bar.dataIndex]}, ${clicked?.label}: ${clicked?.data[bar.dataIndex]}`);
        }}
        onAxisClick={(_event, axis) => {
          if (axis) {
            setMessage(
              `Column: ${axis.axisValue}, open ${axis.seriesValues.open}, closed ${axis.seriesValues.closed}`,
            );
          }
        }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
