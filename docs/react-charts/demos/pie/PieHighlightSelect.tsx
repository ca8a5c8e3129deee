import * as React from 'react';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Hours a design team logged on each client project this month.
const projects = [
  { id: 'bakery', label: 'Bakery rebrand', value: 96 },
  { id: 'museum', label: 'Museum website', value: 142 },
  { id: 'festival', label: 'Festival posters', value: 58 },
  { id: 'clinic', label: 'Clinic signage', value: 37 },
];

export default function PieHighlightSelect() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <div>
      <PieChart
        height={280}
        series={[
          {
            data: projects,
            innerRadius: 30,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 8 },
            faded: { additionalRadius: -8, color: 'gray' },
            valueFormatter: (item) => `${item.value} h`,
          },
        ]}
        onItemClick={(_event, identifier) => {
          const project = projects[identifier.dataIndex];
          setSelected(project ? `${project.label}: ${project.value} hours` : null);
        }}
        skipAnimation
      />
      <Typography sx={{ color: 'text.secondary' }}>{selected ?? 'Click a slice to select a project.'}</Typography>
    </div>
  );
}
