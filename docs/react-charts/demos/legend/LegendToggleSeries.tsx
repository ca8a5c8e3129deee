import * as React from 'react';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Electricity fed into a regional grid per source, in gigawatt-hours.
const series = [
  { id: 'wind', label: 'Wind', data: [412, 388, 351, 297, 262, 231] },
  { id: 'solar', label: 'Solar', data: [38, 61, 118, 176, 214, 241] },
  { id: 'hydro', label: 'Hydro', data: [142, 137, 161, 188, 203, 179] },
  { id: 'gas', label: 'Gas', data: [301, 276, 238, 171, 126, 119] },
].map((entry) => ({ ...entry, stack: 'mix', valueFormatter: (value: number | null) => `${value} GWh` }));

export default function LegendToggleSeries() {
  const [hidden, setHidden] = React.useState<VisibilityIdentifier<'bar'>[]>([
    { type: 'bar', seriesId: 'gas' },
  ]);

  const hiddenLabels = hidden
    .map((item) => series.find((entry) => entry.id === item.seriesId)?.label)
    .filter(Boolean)
    .join(', ');

  return (
    <div>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Generation (GWh)' }]}
        series={series}
        hiddenItems={hidden}
        onHiddenItemsChange={setHidden}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Hidden: {hiddenLabels || 'none'}. Click a legend item to show or hide its source.
      </Typography>
    </div>
  );
}
