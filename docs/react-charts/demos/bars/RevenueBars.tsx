import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatThousands, halfYearTotal, months, revenue } from './revenue';

export default function RevenueBars() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Revenue, first half-year
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {formatThousands(halfYearTotal)}
      </Typography>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { data: revenue.print, label: 'Print', stack: 'total', valueFormatter: formatThousands },
          { data: revenue.ebooks, label: 'E-books', stack: 'total', valueFormatter: formatThousands },
        ]}
        skipAnimation
      />
    </Box>
  );
}
