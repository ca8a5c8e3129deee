import { BarChart } from '@mui/x-charts/BarChart';
import { energyByUse, energyMonths, solarGeneration } from '../shared-features/officeEnergy';

const firstHalf = <T,>(values: T[]) => values.slice(0, 6);
const mwh = (value: number | null) => (value === null ? '' : `${value} MWh`);

export default function StackingTwoGroups() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: firstHalf(energyMonths) }]}
      yAxis={[{ label: 'Energy (MWh)' }]}
      series={[
        { data: firstHalf(energyByUse.heating), label: 'Heating', stack: 'used', valueFormatter: mwh },
        { data: firstHalf(energyByUse.cooling), label: 'Cooling', stack: 'used', valueFormatter: mwh },
        { data: firstHalf(energyByUse.lighting), label: 'Lighting', stack: 'used', valueFormatter: mwh },
        { data: firstHalf(energyByUse.equipment), label: 'Equipment', stack: 'used', valueFormatter: mwh },
        {
          data: firstHalf(solarGeneration),
          label: 'Solar generation',
          stack: 'produced',
          valueFormatter: mwh,
        },
      ]}
    />
  );
}
