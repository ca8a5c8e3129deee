import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['NA', 'EMEA', 'APAC', 'LATAM'];
const regionNames: Record<string, string> = {
  NA: 'North America',
  EMEA: 'Europe, Middle East and Africa',
  APAC: 'Asia-Pacific',
  LATAM: 'Latin America',
};
// Yearly recurring revenue, in euros.
const revenue = [4_820_000, 3_960_000, 2_410_000, 870_000];

const compactEuros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
});
const fullEuros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export default function DataModelFormatters() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: regions,
          // Short codes under the bars, full names in the tooltip.
          valueFormatter: (code: string, context) =>
            context.location === 'tick' ? code : (regionNames[code] ?? code),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => compactEuros.format(value) }]}
      series={[
        {
          data: revenue,
          label: 'Recurring revenue',
          valueFormatter: (value) => (value === null ? '' : fullEuros.format(value)),
        },
      ]}
      skipAnimation
    />
  );
}
