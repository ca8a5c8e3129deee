import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';

// Flats listed for rent in one district: floor area (m²) and monthly rent (€).
const flats = [
  [34, 690],
  [41, 760],
  [45, 820],
  [48, 790],
  [52, 930],
  [55, 980],
  [58, 940],
  [61, 1080],
  [64, 1120],
  [67, 1050],
  [70, 1210],
  [74, 1260],
  [78, 1230],
  [83, 1390],
  [88, 1420],
  [92, 1510],
  [97, 1600],
  [104, 1640],
].map(([area, rent], index) => ({ id: index, x: area ?? 0, y: rent ?? 0 }));

// Least-squares line through the points.
const count = flats.length;
const meanX = flats.reduce((sum, flat) => sum + flat.x, 0) / count;
const meanY = flats.reduce((sum, flat) => sum + flat.y, 0) / count;
const slope =
  flats.reduce((sum, flat) => sum + (flat.x - meanX) * (flat.y - meanY), 0) /
  flats.reduce((sum, flat) => sum + (flat.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const trendX = [30, 110];

export default function CompositionScatterTrend() {
  return (
    <ChartsContainer
      height={320}
      series={[
        {
          type: 'scatter',
          id: 'flats',
          data: flats,
          label: 'Listed flats',
          valueFormatter: (flat) => (flat ? `${flat.x} m², €${flat.y}` : ''),
        },
        {
          type: 'line',
          id: 'trend',
          xAxisId: 'area',
          data: trendX.map((x) => Math.round(intercept + slope * x)),
          label: 'Trend',
          color: '#8d6e63',
          showMark: false,
        },
      ]}
      xAxis={[{ id: 'area', data: trendX, min: 30, max: 110, label: 'Floor area (m²)' }]}
      yAxis={[{ label: 'Monthly rent (€)', width: 70 }]}
    >
      <ChartsGrid horizontal vertical />
      <LinePlot />
      <ScatterPlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartsContainer>
  );
}
