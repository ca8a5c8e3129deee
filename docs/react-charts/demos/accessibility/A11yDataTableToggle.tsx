import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LineChart } from '@mui/x-charts/LineChart';
import { climateMonths, meanTemperature, rainfall } from '../shared-features/climate';

export default function A11yDataTableToggle() {
  const [showTable, setShowTable] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={showTable} onChange={(event) => setShowTable(event.target.checked)} />}
        label="Show as a table"
      />
      {showTable ? (
        <Table size="small" aria-label="Monthly climate normals">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Month
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Mean temperature (°C)
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Rainfall (mm)
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {climateMonths.map((month, index) => (
              <TableRow key={month}>
                <TableCell component="th" scope="row">
                  {month}
                </TableCell>
                <TableCell align="right">{meanTemperature[index]}</TableCell>
                <TableCell align="right">{rainfall[index]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <LineChart
          height={300}
          title="Monthly climate normals"
          xAxis={[{ scaleType: 'point', data: climateMonths }]}
          yAxis={[
            { id: 'temperature', label: '°C' },
            { id: 'rain', label: 'mm', position: 'right', min: 0 },
          ]}
          series={[
            { yAxisId: 'temperature', data: meanTemperature, label: 'Mean temperature (°C)' },
            { yAxisId: 'rain', data: rainfall, label: 'Rainfall (mm)' },
          ]}
        />
      )}
    </div>
  );
}
