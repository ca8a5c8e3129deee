import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Website figures for the last 14 days.
const kpis = [
  {
    title: 'Visitors',
    format: (value: number) => value.toLocaleString('en-US'),
    higherIsBetter: true,
    values: [4120, 4380, 4210, 4650, 4890, 3720, 3510, 4790, 5020, 5210, 5140, 5480, 4010, 3890],
  },
  {
    title: 'Bounce rate',
    format: (value: number) => `${value} %`,
    higherIsBetter: false,
    values: [48, 47, 49, 46, 45, 51, 52, 44, 43, 42, 43, 41, 47, 48],
  },
  {
    title: 'Page load (s)',
    format: (value: number) => `${value.toFixed(1)} s`,
    higherIsBetter: false,
    values: [1.9, 2.0, 2.1, 2.0, 2.2, 2.4, 2.3, 2.6, 2.5, 2.7, 2.8, 2.9, 2.8, 3.0],
  },
];

export default function SparklineKpiCards() {
  const theme = useTheme();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {kpis.map((kpi) => {
        const first = kpi.values[0] ?? 0;
        const last = kpi.values[kpi.values.length - 1] ?? 0;
        const improving = kpi.higherIsBetter ? last >= first : last <= first;
        const color = improving ? theme.palette.success.main : theme.palette.error.main;
        return (
          <Card key={kpi.title} variant="outlined" sx={{ flex: 1 }}>
            <CardContent>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {kpi.title}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {kpi.format(last)}
              </Typography>
              <SparkLineChart
                data={kpi.values}
                height={50}
                area
                baseline="min"
                color={color}
                showTooltip
                showHighlight
                valueFormatter={(value) => (value === null ? '' : kpi.format(value))}
              />
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
