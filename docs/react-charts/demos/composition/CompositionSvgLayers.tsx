import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { energyByUse, energyMonths, solarGeneration } from '../shared-features/officeEnergy';

const totalUse = energyMonths.map(
  (_, index) =>
    (energyByUse.heating[index] ?? 0) +
    (energyByUse.cooling[index] ?? 0) +
    (energyByUse.lighting[index] ?? 0) +
    (energyByUse.equipment[index] ?? 0),
);
const average = totalUse.reduce((sum, value) => sum + value, 0) / totalUse.length;

export default function CompositionSvgLayers() {
  const clipId = 'office-energy-clip';

  return (
    <ChartsContainer
      height={300}
      series={[
        { type: 'line', id: 'use', data: totalUse, label: 'Energy used', area: true, color: '#7e57c2' },
        {
          type: 'line',
          id: 'solar',
          data: solarGeneration,
          label: 'Solar generation',
          area: true,
          color: '#f9a825',
        },
      ]}
      xAxis={[{ scaleType: 'point', data: energyMonths }]}
      yAxis={[{ min: 0, label: 'MWh' }]}
    >
      <ChartsGrid horizontal />
      <g clipPath={`url(#${clipId})`}>
        <AreaPlot />
        <LinePlot />
      </g>
      <ChartsReferenceLine
        y={average}
        label={`Average use: ${average.toFixed(1)} MWh`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsClipPath id={clipId} />
    </ChartsContainer>
  );
}
