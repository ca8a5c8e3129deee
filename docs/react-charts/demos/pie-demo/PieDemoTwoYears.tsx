import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// A town's spending by area, in millions of euros.
const budget2020 = [
  { id: 'schools', label: 'Schools', value: 28, color: '#5c6bc0' },
  { id: 'care', label: 'Social care', value: 19, color: '#26a69a' },
  { id: 'roads', label: 'Roads', value: 14, color: '#ffa726' },
  { id: 'culture', label: 'Culture and parks', value: 7, color: '#ab47bc' },
];
const budget2025 = [
  { id: 'schools', label: 'Schools', value: 31, color: '#5c6bc0' },
  { id: 'care', label: 'Social care', value: 29, color: '#26a69a' },
  { id: 'roads', label: 'Roads', value: 12, color: '#ffa726' },
  { id: 'culture', label: 'Culture and parks', value: 6, color: '#ab47bc' },
];

const sum = (data: { value: number }[]) => data.reduce((total, item) => total + item.value, 0);
const millions = (item: { value: number }) => `€${item.value}M`;

export default function PieDemoTwoYears() {
  return (
    <div>
      <PieChart
        height={260}
        series={[
          // Outer radii proportional to the square root of each total, so areas compare fairly.
          { id: '2020', data: budget2020, cx: '25%', outerRadius: `${70 * Math.sqrt(sum(budget2020) / sum(budget2025))}%`, valueFormatter: millions },
          { id: '2025', data: budget2025, cx: '75%', outerRadius: '70%', valueFormatter: millions },
        ]}
        hideLegend
        skipAnimation
      />
      <Stack direction="row" sx={{ justifyContent: 'space-around' }}>
        <Typography variant="subtitle2">2020: €{sum(budget2020)}M</Typography>
        <Typography variant="subtitle2">2025: €{sum(budget2025)}M</Typography>
      </Stack>
      {/* One legend for both pies, which share their areas and colours. */}
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
        {budget2025.map((area) => (
          <Stack key={area.id} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: area.color }} />
            <Typography variant="body2">{area.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </div>
  );
}
