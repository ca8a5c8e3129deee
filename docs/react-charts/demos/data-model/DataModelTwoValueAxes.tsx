import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { energyByMonth } from '../shared-types/monthlyEnergy';

export default function DataModelTwoValueAxes() {
  return (
    <ChartsContainer
      height={320}
      dataset={energyByMonth}
      xAxis={[{ id: 'months', scaleType: 'band', dataKey: 'month' }]}
      yAxis={[
        { id: 'energy', position: 'left', label: 'Heating (MWh)' },
        { id: 'temperature', position: 'right', label: 'Outdoor (°C)' },
      ]}
      series={[
        {
          type: 'bar',
          dataKey: 'heating',
          label: 'Heating',
          yAxisId: 'energy',
          valueFormatter: (value) => `${value} MWh`,
        },
        {
          type: 'line',
          dataKey: 'outdoor',
          label: 'Outdoor temperature',
          yAxisId: 'temperature',
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
      skipAnimation
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsAxisHighlight x="band" />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="energy" />
      <ChartsYAxis axisId="temperature" />
      <ChartsTooltip trigger="axis" />
    </ChartsContainer>
  );
}
