import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { dailyElectricity, formatDay, formatLongDay } from '../shared-resources/dailyElectricity';

export default function ZoomSlider() {
  return (
    <LineChartPro
      height={380}
      dataset={dailyElectricity.map(({ date, kWh, peakKw }) => ({ date, kWh, peakKw }))}
      initialZoom={[{ axisId: 'days', start: 25, end: 50 }]}
      xAxis={[
        {
          id: 'days',
          dataKey: 'date',
          scaleType: 'utc',
          zoom: { slider: { enabled: true, preview: true, showTooltip: 'hover' } },
          valueFormatter: (date: Date, context) =>
            context.location === 'zoom-slider-tooltip' ? formatLongDay(date) : formatDay(date),
        },
      ]}
      yAxis={[
        { id: 'energy', label: 'kWh per day', width: 60 },
        { id: 'peak', label: 'Peak (kW)', position: 'right', width: 60 },
      ]}
      series={[
        { dataKey: 'kWh', yAxisId: 'energy', label: 'Energy', showMark: false },
        { dataKey: 'peakKw', yAxisId: 'peak', label: 'Peak demand', showMark: false },
      ]}
    />
  );
}
