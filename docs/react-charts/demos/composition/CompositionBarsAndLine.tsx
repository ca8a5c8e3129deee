import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { climateMonths, meanTemperature, rainfall } from '../shared-features/climate';

export default function CompositionBarsAndLine() {
  return (
    <ChartsDataProvider
      height={320}
      series={[
        {
          type: 'bar',
          yAxisId: 'rain',
          data: rainfall,
          label: 'Rainfall',
          color: '#5b8fd1',
          valueFormatter: (value) => `${value} mm`,
        },
        {
          type: 'line',
          yAxisId: 'temperature',
          data: meanTemperature,
          label: 'Mean temperature',
          color: '#d9480f',
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
      xAxis={[{ id: 'months', scaleType: 'band', data: climateMonths }]}
      yAxis={[
        { id: 'rain', label: 'Rainfall (mm)', position: 'left', min: 0 },
        { id: 'temperature', label: 'Temperature (°C)', position: 'right', min: 0 },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="rain" />
          <ChartsYAxis axisId="temperature" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
