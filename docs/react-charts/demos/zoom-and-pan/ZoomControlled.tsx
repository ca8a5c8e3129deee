import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { dailyElectricity, formatDay, formatLongDay } from '../shared-resources/dailyElectricity';

const dataset = dailyElectricity.map(({ date, kWh }) => ({ date, kWh }));
const lastIndex = dailyElectricity.length - 1;

// Zoom ranges are percentages of the axis: 0 is the first day and 100 the last one.
const quarters = [
  { label: 'Q1', start: 0, end: 24.9 },
  { label: 'Q2', start: 24.9, end: 49.6 },
  { label: 'Q3', start: 49.6, end: 74.8 },
  { label: 'Q4', start: 74.8, end: 100 },
  { label: 'Whole year', start: 0, end: 100 },
];

function dayAt(percent: number): string {
  const day = dailyElectricity[Math.round((percent / 100) * lastIndex)];
  return day ? formatLongDay(day.date) : '';
}

export default function ZoomControlled() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'days', start: 0, end: 100 }]);
  const current = zoomData.find((zoom) => zoom.axisId === 'days');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {quarters.map((quarter) => (
          <Button
            key={quarter.label}
            size="small"
            variant="outlined"
            onClick={() => setZoomData([{ axisId: 'days', start: quarter.start, end: quarter.end }])}
          >
            {quarter.label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {current
          ? `Showing ${dayAt(current.start)} to ${dayAt(current.end)} (start ${current.start.toFixed(1)} %, end ${current.end.toFixed(1)} %)`
          : 'No zoom'}
      </Typography>
      <LineChartPro
        height={320}
        dataset={dataset}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        xAxis={[
          {
            id: 'days',
            dataKey: 'date',
            scaleType: 'utc',
            zoom: { minSpan: 2 },
            valueFormatter: (date: Date) => formatDay(date),
          },
        ]}
        yAxis={[{ label: 'kWh per day', width: 60 }]}
        series={[{ dataKey: 'kWh', label: 'Electricity use', showMark: false, area: true }]}
        hideLegend
      />
    </Stack>
  );
}
