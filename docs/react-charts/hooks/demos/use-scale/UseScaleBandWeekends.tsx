import { styled } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

// Bicycles rented per day from a city bike scheme over two weeks (invented).
const days = ['Mon 2', 'Tue 3', 'Wed 4', 'Thu 5', 'Fri 6', 'Sat 7', 'Sun 8', 'Mon 9', 'Tue 10', 'Wed 11', 'Thu 12', 'Fri 13', 'Sat 14', 'Sun 15'];
const rentals = [1820, 1760, 1905, 1880, 2140, 3310, 3020, 1790, 1840, 1710, 1960, 2210, 3480, 2890];
const weekend = new Set(['Sat 7', 'Sun 8', 'Sat 14', 'Sun 15']);

const WeekendBand = styled('rect')(({ theme }) => ({
  fill: (theme.vars || theme).palette.action.selected,
}));

// A band scale maps a category to the start of its bar; step() is the width of a whole slot,
// gaps included, and bandwidth() the width of the bar.
function WeekendBackground() {
  const xScale = useXScale<'band'>('days');
  const { top, height } = useDrawingArea();
  const step = xScale.step();
  const gap = step - xScale.bandwidth();
  return (
    <g>
      {days
        .filter((day) => weekend.has(day))
        .map((day) => {
          const start = xScale(day);
          if (start === undefined) {
            return null;
          }
          return <WeekendBand key={day} x={start - gap / 2} y={top} width={step} height={height} />;
        })}
    </g>
  );
}

export default function UseScaleBandWeekends() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[
        { id: 'days', scaleType: 'band', data: days, tickLabelInterval: (_value, index) => index % 2 === 0 },
      ]}
      yAxis={[{ id: 'rentals', width: 50 }]}
      series={[{ type: 'bar', data: rentals, label: 'Bike rentals' }]}
    >
      {/* Drawn first, so that the bars are painted over it. */}
      <WeekendBackground />
      <BarPlot />
      <ChartsXAxis axisId="days" />
      <ChartsYAxis axisId="rentals" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
