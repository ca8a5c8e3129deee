import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Indoor CO₂ concentration in a meeting room during a working day, in ppm (invented).
const times = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const co2 = [430, 610, 890, 1180, 760, 540, 940, 1260, 1020, 620];

type Finding = { element: string; count: number; example: string };

// Lists the elements of the chart that carry a style attribute, grouped by tag and first class.
function findStyledElements(root: HTMLElement): Finding[] {
  const groups = new Map<string, Finding>();
  root.querySelectorAll('[style]').forEach((element) => {
    const firstClass = element.getAttribute('class')?.split(' ')[0] ?? '';
    const key = `${element.tagName.toLowerCase()}${firstClass ? `.${firstClass}` : ''}`;
    const found = groups.get(key);
    if (found) {
      found.count += 1;
    } else {
      groups.set(key, { element: key, count: 1, example: element.getAttribute('style') ?? '' });
    }
  });
  return [...groups.values()];
}

export default function CspStyleAttributeAudit() {
  const chartRef = React.useRef<HTMLDivElement>(null);
  const [findings, setFindings] = React.useState<Finding[] | null>(null);

  return (
    <Stack spacing={1}>
      <Box ref={chartRef}>
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: times, tickLabelStyle: { fontWeight: 600 } }]}
          yAxis={[{ label: 'CO₂ (ppm)', width: 60 }]}
          series={[{ data: co2, label: 'CO₂', showMark: false }]}
          hideLegend
        >
          <ChartsReferenceLine y={1000} label="Ventilate" labelAlign="end" />
        </LineChart>
      </Box>
      <div>
        <Button
          size="small"
          variant="outlined"
          onClick={() => chartRef.current && setFindings(findStyledElements(chartRef.current))}
        >
          Find style attributes
        </Button>
      </div>
      {findings && (
        <Table size="small" aria-label="Elements with a style attribute">
          <TableHead>
            <TableRow>
              <TableCell>Element</TableCell>
              <TableCell align="right">Count</TableCell>
              <TableCell>First style attribute</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {findings.map((finding) => (
              <TableRow key={finding.element}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{finding.element}</TableCell>
                <TableCell align="right">{finding.count}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{finding.example}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
