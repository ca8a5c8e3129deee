import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Answers to "Which feature do you use most?" in a note-taking app survey.
const answers = [
  { id: 'search', label: 'Search', value: 412 },
  { id: 'tags', label: 'Tags', value: 287 },
  { id: 'templates', label: 'Templates', value: 196 },
  { id: 'sharing', label: 'Sharing', value: 154 },
  { id: 'offline', label: 'Offline mode', value: 98 },
];

export default function SizingLegendSpace() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <PieChart height={220} series={[{ data: answers, innerRadius: '40%' }]} />
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <PieChart
          height={220}
          series={[{ data: answers, innerRadius: '40%' }]}
          slotProps={{
            legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
          }}
        />
      </Box>
    </Box>
  );
}
