import { BarChart } from '@mui/x-charts/BarChart';
import { formatThousands, halfYearTotal, months, revenue } from './revenue';

export default function RevenueBars() {
  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <p className="m-0 text-xs font-semibold uppercase tracking-wider text-slate-500">Revenue, first half-year</p>
      <p className="m-0 text-2xl font-bold">{formatThousands(halfYearTotal)}</p>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { data: revenue.print, label: 'Print', stack: 'total', valueFormatter: formatThousands },
          { data: revenue.ebooks, label: 'E-books', stack: 'total', valueFormatter: formatThousands },
        ]}
        skipAnimation
      />
    </div>
  );
}
