import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const slots = ['08:00', '10:00', '12:00', '14:00', '16:00'];

// [dayIndex, slotIndex, bookedRoomsPercent]
const occupancy: [number, number, number][] = [
  [0, 0, 35], [0, 1, 80], [0, 2, 55], [0, 3, 90], [0, 4, 40],
  [1, 0, 20], [1, 1, 65], [1, 2, 70], [1, 3, 85], [1, 4, 30],
  [2, 0, 45], [2, 1, 95], [2, 2, 60], [2, 3, 75], [2, 4, 50],
  [3, 0, 30], [3, 1, 70], [3, 2, 40], [3, 3, 100], [3, 4, 25],
  [4, 0, 10], [4, 1, 50], [4, 2, 35], [4, 3, 45], [4, 4, 5],
];

export default function HeatmapMeetingRooms() {
  return (
    <Heatmap
      height={320}
      xAxis={[{ data: days }]}
      yAxis={[{ data: slots }]}
      series={[{ data: occupancy, label: 'Rooms booked', valueFormatter: (cell) => `${cell[2]} %` }]}
    />
  );
}
