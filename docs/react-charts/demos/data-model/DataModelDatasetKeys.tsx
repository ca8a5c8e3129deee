import { BarChart } from '@mui/x-charts/BarChart';
import { energyByMonth, formatMegawattHours } from '../shared-types/monthlyEnergy';

export default function DataModelDatasetKeys() {
  return (
    <BarChart
      height={320}
      dataset={energyByMonth}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ label: 'MWh' }]}
      series={[
        { dataKey: 'heating', label: 'Heating', stack: 'use', valueFormatter: formatMegawattHours },
        { dataKey: 'cooling', label: 'Cooling', stack: 'use', valueFormatter: formatMegawattHours },
        { dataKey: 'lighting', label: 'Lighting', stack: 'use', valueFormatter: formatMegawattHours },
        { dataKey: 'equipment', label: 'Equipment', stack: 'use', valueFormatter: formatMegawattHours },
      ]}
      skipAnimation
    />
  );
}
