import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly rainfall of a farm's weather station in mm, and the long-term monthly average.
const thisYear = [38, 29, 22, 41, 66, 12, 8, 19, 35, null, null, null];
const average = [62, 48, 51, 47, 58, 44, 37, 45, 53, 71, 78, 69];

function cumulative(values: (number | null)[]) {
  let sum = 0;
  return values.map((value) => {
    if (value === null) return null;
    sum += value;
    return sum;
  });
}

export default function AreasDemoCumulativeRainfall() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Rain since 1 January (mm)', min: 0 }]}
      series={[
        {
          id: 'average',
          data: cumulative(average),
          label: 'Long-term average',
          showMark: false,
          color: '#78909c',
          valueFormatter: (value) => (value === null ? '' : `${value} mm`),
        },
        {
          id: 'this-year',
          data: cumulative(thisYear),
          label: 'This year',
          area: true,
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : `${value} mm`),
        },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="average"]`]: { strokeDasharray: '5 5' },
        [`& .${lineClasses.area}[data-series="this-year"]`]: { fillOpacity: 0.3 },
      }}
      skipAnimation
    />
  );
}
