import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createRandom, round } from '../shared-types/seededRandom';

type Vehicle = 'bike' | 'van';
type Slot = 'morning' | 'afternoon';

// Invented deliveries of a city courier: distance (km) against delivery time (minutes).
const random = createRandom(404);
const deliveries = Array.from({ length: 160 }, (_, index) => {
  const vehicle: Vehicle = random() < 0.5 ? 'bike' : 'van';
  const slot: Slot = random() < 0.5 ? 'morning' : 'afternoon';
  const distance = round(0.5 + random() * (vehicle === 'bike' ? 7 : 18), 1);
  const speed = vehicle === 'bike' ? 0.27 : slot === 'afternoon' ? 0.32 : 0.45; // km per minute
  return { id: index, vehicle, slot, x: distance, y: Math.round(6 + distance / speed + random() * 8) };
});

export default function ScatterDemoDeliveryFilter() {
  const [slot, setSlot] = React.useState<Slot>('morning');
  const shown = deliveries.filter((delivery) => delivery.slot === slot);

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={slot}
        onChange={(_event, value: Slot | null) => value && setSlot(value)}
        aria-label="Time slot"
      >
        <ToggleButton value="morning">Morning</ToggleButton>
        <ToggleButton value="afternoon">Afternoon</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Distance (km)', min: 0, max: 20 }]}
        yAxis={[{ label: 'Delivery time (min)', min: 0, max: 80 }]}
        series={(['bike', 'van'] as const).map((vehicle) => ({
          id: vehicle,
          label: vehicle === 'bike' ? 'Cargo bike' : 'Van',
          data: shown.filter((delivery) => delivery.vehicle === vehicle),
          valueFormatter: (point: { x: number; y: number } | null) =>
            point === null ? '' : `${point.x} km in ${point.y} min`,
        }))}
        skipAnimation
      />
    </div>
  );
}
