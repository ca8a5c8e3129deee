import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ScatterItemIdentifier } from '@mui/x-charts/models';

const runners = [
  { id: 'Ana', x: 24, y: 41.2 },
  { id: 'Bo', x: 31, y: 44.8 },
  { id: 'Chidi', x: 27, y: 39.5 },
  { id: 'Dana', x: 45, y: 48.1 },
  { id: 'Emil', x: 52, y: 51.9 },
  { id: 'Fatou', x: 38, y: 43.3 },
  { id: 'Greta', x: 61, y: 55.4 },
  { id: 'Hiro', x: 35, y: 46.0 },
];

export default function ScatterVoronoi() {
  const [voronoi, setVoronoi] = React.useState(true);
  const [picked, setPicked] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={voronoi} onChange={(event) => setVoronoi(event.target.checked)} />}
        label="Nearest point reacts (Voronoi)"
      />
      <ScatterChart
        height={300}
        disableVoronoi={!voronoi}
        voronoiMaxRadius={50}
        xAxis={[{ label: 'Age' }]}
        yAxis={[{ label: '10 km time (min)', min: 35 }]}
        series={[
          {
            data: runners,
            label: 'Club runners',
            markerSize: 6,
            valueFormatter: (point) => `${point.id}: ${point.x} years, ${point.y} min`,
          },
        ]}
        // With the Voronoi handler on, the click comes from the SVG as a native MouseEvent.
        onItemClick={(_event: MouseEvent | React.MouseEvent<SVGElement>, item: ScatterItemIdentifier) =>
          setPicked(String(runners[item.dataIndex]?.id))
        }
        margin={{ left: 60 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {picked ? `Last clicked: ${picked}` : 'Click near a point.'}
      </Typography>
    </Stack>
  );
}
