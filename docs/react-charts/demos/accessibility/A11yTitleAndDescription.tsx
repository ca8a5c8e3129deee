import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2021', '2022', '2023', '2024', '2025'];
// Library members who borrowed at least one e-book.
const borrowers = [3120, 4480, 5260, 6010, 7390];

export default function A11yTitleAndDescription() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <BarChart
        height={280}
        title="E-book borrowers per year, 2021 to 2025"
        desc="Bar chart. Borrowers rose every year, from 3,120 in 2021 to 7,390 in 2025, more than doubling."
        xAxis={[{ scaleType: 'band', data: years }]}
        series={[{ data: borrowers, label: 'E-book borrowers' }]}
        hideLegend
      />
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        E-book borrowers more than doubled between 2021 and 2025.
      </Typography>
    </Box>
  );
}
