import * as React from 'react';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { createRandom, round } from '../shared-types/seededRandom';

// Six years of invented daily rain-gauge readings (mm) at a hill station: wetter winters, drier summers.
const next = createRandom(1861);
const firstDay = Date.UTC(2019, 0, 1);
const dayLength = 24 * 60 * 60 * 1000;
const days: string[] = [];
const rainfall: number[] = [];
for (let index = 0; index < 2192; index += 1) {
  const day = new Date(firstDay + index * dayLength).toISOString().slice(0, 10);
  const season = Math.cos((2 * Math.PI * index) / 365.25);
  const wetDay = next() < 0.42 + 0.18 * season;
  const amount = wetDay ? -Math.log(1 - next()) * (5 + 3 * season) : 0;
  days.push(day);
  rainfall.push(round(amount, 1));
}

export default function BarsDailyRainfallBatch() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <div>
      <BarChart
        height={300}
        renderer="svg-batch"
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            categoryGapRatio: 0,
            tickInterval: (day: string) => day.endsWith('-01-01'),
            valueFormatter: (day: string, context) => (context.location === 'tick' ? day.slice(0, 4) : day),
          },
        ]}
        yAxis={[
          {
            label: 'Rainfall (mm)',
            colorMap: { type: 'piecewise', thresholds: [10, 25], colors: ['#1e88e5', '#0d47a1', '#4a148c'] },
          },
        ]}
        series={[{ data: rainfall, label: 'Daily rainfall', valueFormatter: (value) => `${value} mm` }]}
        onItemClick={(_event, item) => {
          setSelected(`${days[item.dataIndex]}: ${rainfall[item.dataIndex]} mm`);
        }}
        hideLegend
        skipAnimation
      />
      <Typography sx={{ color: 'text.secondary' }}>
        {selected ?? `${rainfall.length} daily bars. Click one to read its day.`}
      </Typography>
    </div>
  );
}
