import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { dailyElectricity, formatDay, formatLongDay } from '../shared-resources/dailyElectricity';

const dataset = dailyElectricity.map(({ date, kWh }) => ({ date, kWh }));
// Four weeks out of 366 days, as a percentage of the axis.
const windowSpan = (28 / 366) * 100;

export default function ZoomApiRef() {
  const apiRef = useChartProApiRef<'line'>();

  const move = (direction: 1 | -1) => {
    apiRef.current?.setAxisZoomData('days', (previous) => {
      const start = Math.min(Math.max(previous.start + direction * windowSpan, 0), 100 - windowSpan);
      return { ...previous, start, end: start + windowSpan };
    });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => move(-1)}>
          Previous 4 weeks
        </Button>
        <Button size="small" variant="outlined" onClick={() => move(1)}>
          Next 4 weeks
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setZoomData([{ axisId: 'days', start: 0, end: 100 }])}
        >
          Whole year
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={320}
        dataset={dataset}
        initialZoom={[{ axisId: 'days', start: 0, end: windowSpan }]}
        xAxis={[
          {
            id: 'days',
            dataKey: 'date',
            scaleType: 'utc',
            zoom: { filterMode: 'discard', minSpan: 2 },
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? formatDay(date) : formatLongDay(date),
          },
        ]}
        yAxis={[{ label: 'kWh per day', width: 60 }]}
        series={[{ dataKey: 'kWh', label: 'Electricity use' }]}
        hideLegend
      />
    </Stack>
  );
}
