import * as React from 'react';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { createRandom, round } from '../shared-types/seededRandom';

interface Reading {
  id: string;
  x: number; // soil temperature (°C)
  y: number; // soil moisture (%)
}

// Invented probe readings from two fields: the clay field holds more water than the sandy one.
function readings(prefix: string, seed: number, wetness: number, drying: number): Reading[] {
  const next = createRandom(seed);
  return Array.from({ length: 2000 }, (_, index) => {
    const temperature = 3 + next() * 21;
    const noise = (next() + next() + next() - 1.5) * 9;
    const moisture = Math.max(4, wetness - drying * temperature + noise);
    return {
      id: `${prefix}-${index + 1}`,
      x: round(temperature, 1),
      y: round(moisture, 1),
    };
  });
}

const clayField = readings('clay', 97, 47, 0.9);
const sandyField = readings('sand', 4111, 31, 0.75);

const highlightScope = { highlight: 'item', fade: 'global' } as const;
const valueFormatter = (point: { x: number; y: number } | null) =>
  point === null ? '' : `${point.x} °C, ${point.y} %`;

export default function ScatterSoilSensorsBatch() {
  const [selected, setSelected] = React.useState<string | null>(null);

  const handleItemClick = (_event: unknown, item: ScatterItemIdentifier) => {
    const field = item.seriesId === 'clay' ? clayField : sandyField;
    const reading = field[item.dataIndex];
    setSelected(reading ? `Reading ${reading.id}: ${reading.x} °C, ${reading.y} % moisture` : null);
  };

  return (
    <div>
      <ScatterChart
        height={340}
        renderer="svg-batch"
        xAxis={[{ label: 'Soil temperature (°C)', min: 0, max: 25 }]}
        yAxis={[{ label: 'Soil moisture (%)', min: 0 }]}
        series={[
          {
            id: 'clay',
            data: clayField,
            label: 'Clay field',
            markerSize: 2,
            highlightScope,
            valueFormatter,
          },
          {
            id: 'sand',
            data: sandyField,
            label: 'Sandy field',
            markerSize: 2,
            highlightScope,
            valueFormatter,
          },
        ]}
        onItemClick={handleItemClick}
        skipAnimation
      />
      <Typography sx={{ color: 'text.secondary' }}>
        {selected ?? `${clayField.length + sandyField.length} readings. Click near a point to read it.`}
      </Typography>
    </div>
  );
}
