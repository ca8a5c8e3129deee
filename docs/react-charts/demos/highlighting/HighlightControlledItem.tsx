import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { formatKiloEuros, quarters, salesByRegion } from '../shared-features/regionalSales';

export default function HighlightControlledItem() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>({ seriesId: 'Benelux' });

  const region = highlighted ? String(highlighted.seriesId) : null;
  const quarter = highlighted?.dataIndex === undefined ? null : quarters[highlighted.dataIndex];

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={region}
        onChange={(_event, next: string | null) => setHighlighted(next ? { seriesId: next } : null)}
        aria-label="Highlighted region"
      >
        {salesByRegion.map((entry) => (
          <ToggleButton key={entry.region} value={entry.region}>
            {entry.region}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ valueFormatter: (value: number) => formatKiloEuros(value) }]}
        series={salesByRegion.map((entry) => ({
          id: entry.region,
          label: entry.region,
          data: [entry.q1, entry.q2, entry.q3, entry.q4],
          valueFormatter: formatKiloEuros,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {region ? `Highlighted: ${region}${quarter ? `, ${quarter}` : ''}` : 'Nothing is highlighted.'}
      </Typography>
    </Stack>
  );
}
