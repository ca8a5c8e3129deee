import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import {
  ChartsTooltipContainer,
  useItemTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';

// Parcel deliveries of one van on one morning (invented).
const deliveries = [
  { id: 'D-101', district: 'Old Town', driver: 'Amira', km: 2.4, minutes: 11, parcels: 3 },
  { id: 'D-102', district: 'Riverside', driver: 'Amira', km: 4.1, minutes: 14, parcels: 1 },
  { id: 'D-103', district: 'Harbour', driver: 'Amira', km: 6.8, minutes: 26, parcels: 6 },
  { id: 'D-104', district: 'Station Quarter', driver: 'Amira', km: 3.2, minutes: 19, parcels: 2 },
  { id: 'D-105', district: 'University', driver: 'Amira', km: 5.5, minutes: 17, parcels: 4 },
  { id: 'D-106', district: 'Hillside', driver: 'Amira', km: 8.9, minutes: 31, parcels: 2 },
  { id: 'D-107', district: 'Market Square', driver: 'Amira', km: 1.6, minutes: 9, parcels: 5 },
  { id: 'D-108', district: 'Industrial Park', driver: 'Amira', km: 11.2, minutes: 24, parcels: 8 },
  { id: 'D-109', district: 'Garden City', driver: 'Amira', km: 7.4, minutes: 22, parcels: 1 },
  { id: 'D-110', district: 'Old Town', driver: 'Amira', km: 2.9, minutes: 21, parcels: 7 },
];

function DeliveryDetails() {
  const item = useItemTooltip<'scatter'>();
  if (!item) {
    return null;
  }
  const delivery = deliveries[item.identifier.dataIndex];
  if (!delivery) {
    return null;
  }
  return (
    <Paper elevation={3} sx={{ paddingBlock: 1, paddingInline: 1.5, minWidth: 180 }}>
      <Typography variant="subtitle2">
        {delivery.id} · {delivery.district}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {delivery.parcels} {delivery.parcels === 1 ? 'parcel' : 'parcels'}, {delivery.km} km from the depot
      </Typography>
      <Typography variant="body2">Stop took {delivery.minutes} minutes</Typography>
    </Paper>
  );
}

// The tooltip slot receives the tooltip props (from slotProps.tooltip): pass them to the container.
function DeliveryTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <DeliveryDetails />
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomItem() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Distance from depot (km)', min: 0 }]}
      yAxis={[{ label: 'Time at the stop (min)', min: 0 }]}
      series={[
        {
          label: 'Deliveries',
          data: deliveries.map((delivery) => ({ id: delivery.id, x: delivery.km, y: delivery.minutes })),
        },
      ]}
      slots={{ tooltip: DeliveryTooltip }}
      hideLegend
    />
  );
}
