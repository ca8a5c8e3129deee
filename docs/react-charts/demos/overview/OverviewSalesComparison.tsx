import { BarChart } from '@mui/x-charts/BarChart';
import { formatThousandEuros, salesByRegion } from '../shared-types/regionalSales';

export default function OverviewSalesComparison() {
  return (
    <BarChart
      height={300}
      dataset={salesByRegion}
      xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
      yAxis={[{ label: 'Sales (k€)' }]}
      series={[
        { dataKey: 'q2', label: 'Q2', valueFormatter: formatThousandEuros },
        { dataKey: 'q3', label: 'Q3', valueFormatter: formatThousandEuros },
      ]}
      skipAnimation
    />
  );
}
