import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ChartsDataProviderPro } from '@mui/x-charts-pro/ChartsDataProviderPro';
import { ChartsSurface } from '@mui/x-charts-pro/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts-pro/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts-pro/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts-pro/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts-pro/ChartsAxisHighlight';
import { ChartsZoomSlider } from '@mui/x-charts-pro/ChartsZoomSlider';
import { LinePlot } from '@mui/x-charts-pro/LineChart';
import { useChartProApiContext, type ChartProApi } from '@mui/x-charts-pro/context';
import { checkoutLatency } from '../shared-resources/serverLatency';

const hours = checkoutLatency.map((sample) => sample.hour);
const periods = [
  { label: 'Night', start: 0, end: 25 },
  { label: 'Morning', start: 25, end: 50 },
  { label: 'Afternoon', start: 50, end: 75 },
  { label: 'Evening', start: 75, end: 100 },
  { label: 'Whole day', start: 0, end: 100 },
];

// An HTML component inside the data provider: it reaches the zoom plugin's methods through the context.
function PeriodButtons() {
  const apiRef = useChartProApiContext<ChartProApi<'composition'>>();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {periods.map((period) => (
        <Button
          key={period.label}
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setAxisZoomData('hours', { axisId: 'hours', start: period.start, end: period.end })}
        >
          {period.label}
        </Button>
      ))}
    </Stack>
  );
}

export default function PluginsApiContext() {
  return (
    <ChartsDataProviderPro
      height={300}
      xAxis={[{ id: 'hours', scaleType: 'point', data: hours, zoom: { minSpan: 10, slider: { enabled: true } } }]}
      yAxis={[{ id: 'latency', width: 55 }]}
      series={[
        { type: 'line', label: 'p95', data: checkoutLatency.map((sample) => sample.p95), valueFormatter: (value) => `${value} ms` },
        { type: 'line', label: 'Median', data: checkoutLatency.map((sample) => sample.p50), valueFormatter: (value) => `${value} ms` },
      ]}
    >
      <Stack spacing={1}>
        <PeriodButtons />
        <ChartsSurface>
          <LinePlot />
          <ChartsXAxis axisId="hours" />
          <ChartsYAxis axisId="latency" />
          <ChartsAxisHighlight x="line" />
          <ChartsZoomSlider />
        </ChartsSurface>
      </Stack>
      <ChartsTooltip />
    </ChartsDataProviderPro>
  );
}
