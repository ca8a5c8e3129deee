import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

const stations = ['North', 'Harbour', 'Old Town', 'Station', 'Campus'];

const surveys = [
  [38, 52, 71, 64, 45],
  [41, 49, 66, 70, 58],
  [35, 57, 62, 59, 63],
];

export default function QuickstartLiveData() {
  const [survey, setSurvey] = React.useState(0);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {surveys.map((_values, index) => (
          <Button
            key={index}
            size="small"
            variant={survey === index ? 'contained' : 'outlined'}
            onClick={() => setSurvey(index)}
          >
            Survey {index + 1}
          </Button>
        ))}
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: stations }]}
        yAxis={[{ max: 80 }]}
        series={[{ data: surveys[survey], label: 'Bikes available at 8:00' }]}
      />
    </Stack>
  );
}
