import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { flatsInLeipzig } from './rentData';

export default function ScatterClosestPoint() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [clicked, setClicked] = React.useState<string | null>(null);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={disableVoronoi} onChange={(event) => setDisableVoronoi(event.target.checked)} />
        }
        label="disableVoronoi"
      />
      <ScatterChart
        height={300}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={30}
        xAxis={[{ label: 'Living area (m²)' }]}
        yAxis={[{ label: 'Rent (€)' }]}
        series={[
          {
            data: flatsInLeipzig,
            label: 'Leipzig',
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (point) => (point === null ? '' : `${point.x} m², €${point.y}`),
          },
        ]}
        onItemClick={(_event: unknown, item: ScatterItemIdentifier) => {
          const flat = flatsInLeipzig[item.dataIndex];
          setClicked(flat ? `Flat ${flat.id}: ${flat.x} m² for €${flat.y}` : null);
        }}
        hideLegend
        skipAnimation
      />
      <Typography sx={{ color: 'text.secondary' }}>{clicked ?? 'Click near a point to select a flat.'}</Typography>
    </div>
  );
}
