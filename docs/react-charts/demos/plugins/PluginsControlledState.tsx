import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

// Mean monthly temperature in three cities, in °C (invented, rounded).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cities = [
  { id: 'lisbon', label: 'Lisbon', data: [11, 12, 14, 16, 18, 21, 23, 24, 22, 19, 15, 12] },
  { id: 'vienna', label: 'Vienna', data: [0, 2, 6, 11, 16, 19, 21, 21, 16, 11, 5, 1] },
  { id: 'helsinki', label: 'Helsinki', data: [-4, -5, -2, 4, 10, 15, 18, 16, 11, 6, 1, -2] },
];

export default function PluginsControlledState() {
  // Props of the highlight plugin.
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);
  // Props of the visibility manager plugin.
  const [hiddenItems, setHiddenItems] = React.useState<VisibilityIdentifier<'line'>[]>([]);

  const isHidden = (seriesId: string) => hiddenItems.some((item) => item.seriesId === seriesId);
  const toggle = (seriesId: string) =>
    setHiddenItems((previous) =>
      isHidden(seriesId)
        ? previous.filter((item) => item.seriesId !== seriesId)
        : [...previous, { type: 'line', seriesId }],
    );

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        {cities.map((city) => (
          <FormControlLabel
            key={city.id}
            control={<Checkbox size="small" checked={!isHidden(city.id)} onChange={() => toggle(city.id)} />}
            label={city.label}
          />
        ))}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={highlightedItem?.seriesId ?? null}
          onChange={(_event, seriesId: string | null) => setHighlightedItem(seriesId ? { seriesId } : null)}
          aria-label="Highlighted city"
        >
          {cities.map((city) => (
            <ToggleButton key={city.id} value={city.id}>
              {city.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: '°C' }]}
        series={cities.map((city) => ({
          ...city,
          highlightScope: { highlight: 'series', fade: 'global' },
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} °C`),
        }))}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        hiddenItems={hiddenItems}
        onHiddenItemsChange={setHiddenItems}
      />
    </Stack>
  );
}
