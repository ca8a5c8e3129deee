import { LineChart } from '@mui/x-charts/LineChart';
import { energyByMonth, formatMegawattHours } from '../shared-types/monthlyEnergy';

export default function LinesHeatingCooling() {
  return (
    <LineChart
      height={300}
      dataset={energyByMonth}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ label: 'MWh' }]}
      series={[
        { dataKey: 'heating', label: 'Heating', valueFormatter: formatMegawattHours },
        { dataKey: 'cooling', label: 'Cooling', valueFormatter: formatMegawattHours },
      ]}
      skipAnimation
    />
  );
}
