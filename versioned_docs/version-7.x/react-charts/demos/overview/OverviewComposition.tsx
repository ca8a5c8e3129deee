import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

const quarters = ['Q1 2023', 'Q2 2023', 'Q3 2023', 'Q4 2023', 'Q1 2024', 'Q2 2024'];

export default function OverviewComposition() {
  return (
    <ResponsiveChartContainer
      height={320}
      xAxis={[{ id: 'quarters', scaleType: 'band', data: quarters }]}
      yAxis={[{ id: 'tickets', valueFormatter: (value: number) => compact.format(value) }, { id: 'minutes' }]}
      series={[
        { type: 'bar', data: [1240, 1310, 1185, 1420, 1390, 1275], label: 'Tickets', yAxisId: 'tickets' },
        { type: 'line', data: [46, 41, 38, 44, 31, 27], label: 'First reply (min)', yAxisId: 'minutes' },
      ]}
      margin={{ left: 60, right: 60 }}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="quarters" />
      <ChartsYAxis axisId="tickets" position="left" />
      <ChartsYAxis axisId="minutes" position="right" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip trigger="axis" />
      <ChartsLegend />
    </ResponsiveChartContainer>
  );
}
