import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SeriesItemIdentifier } from '@mui/x-charts/models';
import { checkoutLatency } from '../shared-resources/serverLatency';

type BarItemIdentifier = SeriesItemIdentifier<'bar'>;

const hours = checkoutLatency.map((sample) => sample.hour);
const requests = checkoutLatency.map((sample) => sample.requests);
const busiest = requests.indexOf(Math.max(...requests));
const quietest = requests.indexOf(Math.min(...requests));

function barAt(dataIndex: number): BarItemIdentifier {
  return { type: 'bar', seriesId: 'requests', dataIndex };
}

export default function TooltipControlled() {
  const [tooltipItem, setTooltipItem] = React.useState<BarItemIdentifier | null>(barAt(busiest));

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setTooltipItem(barAt(busiest))}>
          Busiest hour
        </Button>
        <Button size="small" variant="outlined" onClick={() => setTooltipItem(barAt(quietest))}>
          Quietest hour
        </Button>
        <Button size="small" onClick={() => setTooltipItem(null)}>
          Hide
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {tooltipItem ? `Showing ${hours[tooltipItem.dataIndex]}` : 'No tooltip'}
        </Typography>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: hours, tickLabelInterval: (_value, index) => index % 3 === 0 }]}
        yAxis={[{ label: 'Requests', width: 60 }]}
        series={[{ id: 'requests', data: requests, label: 'Checkout requests' }]}
        tooltipItem={tooltipItem}
        onTooltipItemChange={(item) => setTooltipItem(item as BarItemIdentifier | null)}
        slotProps={{ tooltip: { trigger: 'item', position: 'top' } }}
        hideLegend
      />
    </Stack>
  );
}
