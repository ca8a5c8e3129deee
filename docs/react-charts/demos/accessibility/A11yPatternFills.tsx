import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const cities = ['Lyon', 'Porto', 'Gdańsk', 'Ghent', 'Turin'];
// Hotel guests in August, split between first-time and returning guests (thousands).
const firstTime = [41, 36, 28, 19, 33];
const returning = [22, 17, 12, 14, 20];

const colors = { firstTime: '#1f5fa8', returning: '#b35c00' };

function HatchPattern({ id, color }: { id: string; color: string }) {
  return (
    <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width={8} height={8} fill={color} fillOpacity={0.25} />
      <line x1={0} y1={0} x2={0} y2={8} stroke={color} strokeWidth={4} />
    </pattern>
  );
}

// The legend is HTML next to the chart, so its mark draws the same hatching in a small SVG of its own.
function HatchedMark({ className }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} width={14} height={14} viewBox="0 0 14 14" aria-hidden="true">
      <rect width={14} height={14} fill="url(#returning-hatch)" stroke={colors.returning} />
    </svg>
  );
}

export default function A11yPatternFills() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: cities }]}
      yAxis={[{ label: 'Guests (thousands)' }]}
      series={[
        { id: 'firstTime', data: firstTime, label: 'First-time guests', color: colors.firstTime },
        {
          id: 'returning',
          data: returning,
          label: 'Returning guests',
          color: colors.returning,
          labelMarkType: HatchedMark,
        },
      ]}
      sx={{
        [`& .${barClasses.series}[data-series="returning"] .${barClasses.element}`]: {
          fill: 'url(#returning-hatch)',
          stroke: colors.returning,
          strokeWidth: 1.5,
        },
      }}
    >
      <defs>
        <HatchPattern id="returning-hatch" color={colors.returning} />
      </defs>
    </BarChart>
  );
}
