import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const channels = ['Phone', 'Email', 'Chat', 'Forum'];
const channelColors = ['#1f5fa8', '#2b7a3d', '#b35c00', '#6a3d9a'];
// Support tickets received last month per channel.
const tickets = [320, 540, 610, 130];
const total = tickets.reduce((sum, value) => sum + value, 0);

export default function HighlightLinkedCharts() {
  // Both charts read the same index; each chart has its own series id.
  const [dataIndex, setDataIndex] = React.useState<number | null>(null);

  const handleChange = (item: HighlightItemData | null) => setDataIndex(item?.dataIndex ?? null);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, gap: 2 }}>
      <BarChart
        height={260}
        xAxis={[
          {
            scaleType: 'band',
            data: channels,
            // Same colour per channel as in the pie, so readers can match the two charts.
            colorMap: { type: 'ordinal', values: channels, colors: channelColors },
          },
        ]}
        series={[
          {
            id: 'tickets',
            data: tickets,
            label: 'Tickets',
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        highlightedItem={dataIndex === null ? null : { seriesId: 'tickets', dataIndex }}
        onHighlightChange={handleChange}
        hideLegend
      />
      <PieChart
        height={260}
        series={[
          {
            id: 'share',
            innerRadius: '45%',
            data: channels.map((channel, index) => ({
              id: channel,
              label: channel,
              value: tickets[index] ?? 0,
              color: channelColors[index],
            })),
            valueFormatter: (item) => `${Math.round((item.value / total) * 100)}%`,
            highlightScope: { highlight: 'item', fade: 'global' },
            faded: { additionalRadius: -8 },
          },
        ]}
        highlightedItem={dataIndex === null ? null : { seriesId: 'share', dataIndex }}
        onHighlightChange={handleChange}
        hideLegend
      />
    </Box>
  );
}
