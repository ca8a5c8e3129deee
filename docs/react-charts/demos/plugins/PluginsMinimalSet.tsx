import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import {
  useChartCartesianAxis,
  useChartHighlight,
  type UseChartCartesianAxisSignature,
  type UseChartHighlightSignature,
} from '@mui/x-charts/plugins';

// Hourly visitors on a museum's website during one day (invented).
const hours = ['00', '02', '04', '06', '08', '10', '12', '14', '16', '18', '20', '22'];
const visitors = [120, 64, 41, 88, 310, 520, 610, 580, 540, 470, 390, 230];

// Defined once, outside the component: the chart runs each plugin as a hook,
// so the list must keep the same plugins for the life of the chart.
// LinePlot and AreaPlot read the highlight state, so useChartHighlight stays in the list.
type StaticSignatures = [UseChartCartesianAxisSignature<'line'>, UseChartHighlightSignature];
const staticPlugins = [useChartCartesianAxis, useChartHighlight] as const;

const series = [{ type: 'line' as const, data: visitors, area: true }];
const xAxis = [{ id: 'hours', scaleType: 'point' as const, data: hours }];
const yAxis = [{ id: 'visitors', width: 45 }];

export default function PluginsMinimalSet() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <div>
        <Typography variant="subtitle2">Default plugins</Typography>
        <ChartsContainer height={220} series={series} xAxis={xAxis} yAxis={yAxis}>
          <AreaPlot />
          <LinePlot />
          <ChartsXAxis axisId="hours" />
          <ChartsYAxis axisId="visitors" />
          <ChartsAxisHighlight x="line" />
          <ChartsTooltip />
        </ChartsContainer>
      </div>
      <div>
        <Typography variant="subtitle2">Cartesian axis and highlight plugins</Typography>
        {/* ChartsDataProvider takes the plugin signatures as its second type parameter. */}
        <ChartsDataProvider<'line', StaticSignatures>
          height={220}
          series={series}
          xAxis={xAxis}
          yAxis={yAxis}
          plugins={staticPlugins}
        >
          <ChartsSurface>
            <AreaPlot />
            <LinePlot />
            <ChartsXAxis axisId="hours" />
            <ChartsYAxis axisId="visitors" />
          </ChartsSurface>
        </ChartsDataProvider>
      </div>
    </Box>
  );
}
