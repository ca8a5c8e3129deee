import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsAxisContentProps } from '@mui/x-charts/ChartsTooltip';

const routes = ['Line 1', 'Line 2', 'Line 3', 'Line 4', 'Line 5'];
const onTime = [94, 81, 88, 76, 91];
const delayed = [6, 19, 12, 24, 9];
const mainCause = ['Roadworks', 'Traffic', 'Driver shortage', 'Traffic', 'Weather'];

// In v7, the axisContent slot receives the hovered index and the series as props.
function RouteTooltip(props: ChartsAxisContentProps) {
  const { dataIndex, axisValue } = props;
  if (dataIndex == null) {
    return null;
  }
  return (
    <Paper sx={{ p: 1.5, minWidth: 180 }} elevation={4}>
      <Typography variant="subtitle2">{String(axisValue)}</Typography>
      <Typography variant="body2">{onTime[dataIndex]}% of trips on time</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Main cause of delay: {mainCause[dataIndex]}
      </Typography>
    </Paper>
  );
}

export default function TooltipCustomContent() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: routes }]}
      yAxis={[{ max: 100 }]}
      series={[
        { data: onTime, label: 'On time (%)', stack: 'trips', color: '#43a047' },
        { data: delayed, label: 'Delayed (%)', stack: 'trips', color: '#e53935' },
      ]}
      tooltip={{ trigger: 'axis' }}
      slots={{ axisContent: RouteTooltip }}
    />
  );
}
