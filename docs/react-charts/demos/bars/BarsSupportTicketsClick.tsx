import * as React from 'react';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const tickets = [130, 152, 98, 175, 160, 121];

export default function BarsSupportTicketsClick() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <div>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: months, categoryGapRatio: 0.4 }]}
        series={[
          {
            id: 'tickets',
            label: 'Support tickets',
            data: tickets,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        onItemClick={(_event, item) => {
          setSelected(`${months[item.dataIndex]}: ${tickets[item.dataIndex]} tickets`);
        }}
        skipAnimation
      />
      <Typography sx={{ color: 'text.secondary' }}>{selected ?? 'Click a bar to see its value.'}</Typography>
    </div>
  );
}
