import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { dailyElectricity, formatDay, formatLongDay } from '../shared-resources/dailyElectricity';

export default function ZoomBasic() {
  return (
    <LineChartPro
      height={320}
      dataset={dailyElectricity.map(({ date, kWh }) => ({ date, kWh }))}
      xAxis={[
        {
          id: 'days',
          dataKey: 'date',
          scaleType: 'utc',
          zoom: true,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? formatDay(date) : formatLongDay(date),
        },
      ]}
      yAxis={[{ label: 'kWh per day', width: 60 }]}
      series={[{ dataKey: 'kWh', label: 'Electricity use', showMark: false }]}
      hideLegend
    />
  );
}
