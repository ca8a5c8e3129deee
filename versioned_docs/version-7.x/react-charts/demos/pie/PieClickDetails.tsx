import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const causes = [
  { id: 'weather', value: 34, label: 'Weather' },
  { id: 'crew', value: 21, label: 'Crew scheduling' },
  { id: 'technical', value: 27, label: 'Technical fault' },
  { id: 'airport', value: 18, label: 'Airport congestion' },
];

export default function PieClickDetails() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const cause = causes.find((item) => item.id === selected);

  return (
    <Stack spacing={1}>
      <PieChart
        height={260}
        series={[{ data: causes, innerRadius: 40, highlightScope: { highlight: 'item' } }]}
        onItemClick={(_event, _identifier, item) => setSelected(String(item.id))}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {cause
          ? `${cause.label}: ${cause.value} delayed departures last month.`
          : 'Click a slice to see how many departures it caused.'}
      </Typography>
    </Stack>
  );
}
