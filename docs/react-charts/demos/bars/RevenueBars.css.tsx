import { BarChart } from '@mui/x-charts/BarChart';
import { formatThousands, halfYearTotal, months, revenue } from './revenue';
import './RevenueBars.css';

export default function RevenueBars() {
  return (
    <div className="revenue-card">
      <p className="revenue-card__label">Revenue, first half-year</p>
      <p className="revenue-card__total">{formatThousands(halfYearTotal)}</p>
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
