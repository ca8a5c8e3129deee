import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Invented product features: share of users who use each one, and their satisfaction score (1–5).
const features = [
  { id: 'search', name: 'Search', x: 86, y: 4.4 },
  { id: 'export', name: 'Export to PDF', x: 34, y: 4.1 },
  { id: 'comments', name: 'Comments', x: 61, y: 3.2 },
  { id: 'templates', name: 'Templates', x: 48, y: 4.3 },
  { id: 'sync', name: 'Calendar sync', x: 22, y: 2.7 },
  { id: 'mobile', name: 'Mobile app', x: 73, y: 3.1 },
  { id: 'tags', name: 'Tags', x: 55, y: 3.9 },
  { id: 'reports', name: 'Reports', x: 29, y: 3.4 },
  { id: 'sharing', name: 'Sharing', x: 68, y: 4.0 },
  { id: 'offline', name: 'Offline mode', x: 15, y: 4.6 },
];

const averageUse = features.reduce((sum, feature) => sum + feature.x, 0) / features.length;
const averageScore = features.reduce((sum, feature) => sum + feature.y, 0) / features.length;

export default function ScatterDemoQuadrants() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{ min: 0, max: 100, label: 'Users who use the feature (%)' }]}
      yAxis={[{ min: 2, max: 5, label: 'Satisfaction (1–5)' }]}
      series={[
        {
          data: features,
          label: 'Features',
          markerSize: 6,
          valueFormatter: (point, { dataIndex }) =>
            point === null ? '' : `${features[dataIndex]?.name}: ${point.x} % use it, scored ${point.y}`,
        },
      ]}
      hideLegend
      skipAnimation
    >
      <ChartsReferenceLine x={averageUse} label="Average use" labelAlign="end" lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsReferenceLine
        y={averageScore}
        label="Average score"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </ScatterChart>
  );
}
