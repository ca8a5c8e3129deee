import { BarChart } from '@mui/x-charts/BarChart';
import { blueberryTwilightPalette } from '@mui/x-charts/colorPalettes';
import { formatThousandEuros, salesByRegion } from '../shared-types/regionalSales';

export default function BarDemoRegionalQuarters() {
  return (
    <BarChart
      height={340}
      dataset={salesByRegion}
      colors={blueberryTwilightPalette}
      xAxis={[{ scaleType: 'band', dataKey: 'region', categoryGapRatio: 0.3 }]}
      yAxis={[{ label: 'Sales (k€)', valueFormatter: (value: number) => `€${value}k` }]}
      series={[
        { dataKey: 'q1', label: 'Q1', valueFormatter: formatThousandEuros },
        { dataKey: 'q2', label: 'Q2', valueFormatter: formatThousandEuros },
        { dataKey: 'q3', label: 'Q3', valueFormatter: formatThousandEuros },
        { dataKey: 'q4', label: 'Q4', valueFormatter: formatThousandEuros },
      ]}
      grid={{ horizontal: true }}
      slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
      borderRadius={3}
      skipAnimation
    />
  );
}
