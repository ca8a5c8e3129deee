import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function BarsRevenueAgainstTarget() {
  return (
    <ChartsContainer
      height={300}
      series={[{ type: 'bar', label: 'Revenue (k€)', data: [410, 438, 390, 520] }]}
      xAxis={[{ id: 'quarters', scaleType: 'band', data: quarters }]}
      yAxis={[{ id: 'revenue' }]}
      skipAnimation
    >
      <BarPlot borderRadius={4} />
      <ChartsReferenceLine y={450} label="Target" lineStyle={{ strokeDasharray: '6 4' }} />
      <ChartsXAxis axisId="quarters" />
      <ChartsYAxis axisId="revenue" />
    </ChartsContainer>
  );
}
