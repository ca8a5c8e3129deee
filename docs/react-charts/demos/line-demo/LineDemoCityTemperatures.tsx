import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Approximate average daily temperature per month, in °C.
const cities = [
  { id: 'reykjavik', label: 'Reykjavík', color: '#4fc3f7', data: [0, 0, 1, 3, 7, 10, 12, 11, 8, 5, 2, 0] },
  { id: 'lisbon', label: 'Lisbon', color: '#ffa726', data: [12, 13, 15, 16, 19, 22, 24, 24, 23, 20, 16, 13] },
  { id: 'warsaw', label: 'Warsaw', color: '#66bb6a', data: [-2, -1, 3, 9, 14, 17, 19, 19, 14, 9, 4, 0] },
  { id: 'athens', label: 'Athens', color: '#ef5350', data: [10, 11, 13, 17, 22, 27, 30, 30, 25, 20, 15, 12] },
];

export default function LineDemoCityTemperatures() {
  const [shown, setShown] = React.useState<string[]>(['lisbon', 'warsaw']);

  const toggle = (id: string) =>
    setShown((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <div>
      <FormGroup row>
        {cities.map((city) => (
          <FormControlLabel
            key={city.id}
            control={<Checkbox checked={shown.includes(city.id)} onChange={() => toggle(city.id)} />}
            label={city.label}
          />
        ))}
      </FormGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: -5, max: 35, label: '°C' }]}
        series={cities
          .filter((city) => shown.includes(city.id))
          .map((city) => ({
            id: city.id,
            label: city.label,
            color: city.color,
            data: city.data,
            valueFormatter: (value: number | null) => (value === null ? '' : `${value} °C`),
          }))}
        skipAnimation
      />
    </div>
  );
}
