import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useItemTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

function KilowattTooltip(props: ChartsTooltipProps) {
  const item = useItemTooltip<'bar'>();

  return (
    <ChartsTooltipContainer {...props}>
      {item ? (
        <Paper elevation={3} sx={{ px: 1.5, py: 1 }}>
          <Typography variant="caption" sx={{ color: item.color }}>
            {item.label}
          </Typography>
          <Typography variant="body2">{item.value} kWh</Typography>
        </Paper>
      ) : null}
    </ChartsTooltipContainer>
  );
}

export default function CustomComponentsChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
      series={[
        { id: 'solar', label: 'Solar', data: [42, 38, 51, 47, 29] },
        { id: 'grid', label: 'Grid', data: [18, 22, 12, 15, 31] },
      ]}
      slots={{ tooltip: KilowattTooltip }}
      slotProps={{
        tooltip: { trigger: 'item' },
        legend: { position: { vertical: 'top', horizontal: 'end' }, toggleVisibilityOnClick: true },
      }}
    />
  );
}
