import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

function seededGenerator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

// One month of van trips of a delivery company: distance driven and diesel used (invented).
const next = seededGenerator(31);
const trips = Array.from({ length: 180 }, (_, index) => {
  const km = Math.round(12 + next() * 220);
  const litresPer100Km = 8.5 + next() * 3.5 + (km < 40 ? 2 : 0);
  return { id: `trip-${index + 1}`, x: km, y: Math.round(((km * litresPer100Km) / 100) * 10) / 10 };
});

export default function ZoomBothAxes() {
  return (
    <ScatterChartPro
      height={360}
      xAxis={[{ id: 'distance', label: 'Distance (km)', zoom: { minSpan: 5, step: 10 } }]}
      yAxis={[{ id: 'diesel', label: 'Diesel (litres)', zoom: { minSpan: 5, step: 10 } }]}
      series={[
        {
          data: trips,
          label: 'Trips',
          markerSize: 4,
          valueFormatter: (trip) => (trip ? `${trip.x} km, ${trip.y} l` : ''),
        },
      ]}
      hideLegend
    />
  );
}
