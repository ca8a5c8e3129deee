import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PieChart } from '@mui/x-charts/PieChart';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';
import { useTheme } from '@mui/material/styles';

// 860 answers to "How satisfied are you with our delivery times?"
const answers = [
  { id: 'very', label: 'Very satisfied', value: 312 },
  { id: 'satisfied', label: 'Satisfied', value: 287 },
  { id: 'neutral', label: 'Neutral', value: 141 },
  { id: 'unsatisfied', label: 'Unsatisfied', value: 86 },
  { id: 'very-unsatisfied', label: 'Very unsatisfied', value: 34 },
];
const total = answers.reduce((sum, answer) => sum + answer.value, 0);

export default function PieDemoSurveyTable() {
  const theme = useTheme();
  const colors = rainbowSurgePalette(theme.palette.mode);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 220px' }}>
        <PieChart
          height={220}
          colors={colors}
          series={[{ data: answers, innerRadius: '50%', valueFormatter: (item) => `${item.value} answers` }]}
          hideLegend
          skipAnimation
        />
      </Box>
      <Table size="small" sx={{ flex: '1 1 280px', width: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell>Answer</TableCell>
            <TableCell align="right">Count</TableCell>
            <TableCell align="right">Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answers.map((answer, index) => (
            <TableRow key={answer.id}>
              <TableCell>
                <Box
                  component="span"
                  sx={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: colors[index % colors.length],
                    marginInlineEnd: 1,
                  }}
                />
                {answer.label}
              </TableCell>
              <TableCell align="right">{answer.value}</TableCell>
              <TableCell align="right">{((answer.value / total) * 100).toFixed(1)} %</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
