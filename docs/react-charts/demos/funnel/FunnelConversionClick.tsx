import * as React from 'react';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A charity's donation page: visitors at each step of the donation form.
const steps = [
  { id: 'landing', label: 'Landing page', value: 9_600 },
  { id: 'amount', label: 'Chose an amount', value: 2_880 },
  { id: 'details', label: 'Entered details', value: 1_740 },
  { id: 'paid', label: 'Donated', value: 1_390 },
];

export default function FunnelConversionClick() {
  const [message, setMessage] = React.useState<string | null>(null);

  return (
    <div>
      <FunnelChart
        height={300}
        series={[
          {
            data: steps,
            curve: 'bump',
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => item.value.toLocaleString('en-US'),
          },
        ]}
        onItemClick={(_event, item) => {
          const step = steps[item.dataIndex];
          const previous = steps[item.dataIndex - 1];
          if (!step) return;
          setMessage(
            previous
              ? `${step.label}: ${Math.round((step.value / previous.value) * 100)} % of “${previous.label}” continued`
              : `${step.label}: ${step.value.toLocaleString('en-US')} visitors, the start of the funnel`,
          );
        }}
        skipAnimation
      />
      <Typography sx={{ color: 'text.secondary' }}>{message ?? 'Click a step to see its conversion rate.'}</Typography>
    </div>
  );
}
