import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { fitExportToChart } from './fitExportToChart';

// Third-quarter sales per region, in thousands of euros (invented).
const regions = ['Nordics', 'Benelux', 'Iberia', 'Alps', 'Baltics'];
const july = [184, 142, 121, 98, 64];
const august = [171, 135, 139, 91, 59];
const september = [196, 151, 128, 104, 71];

const fileName = 'q3-sales-per-region';
// Options shared by every export entry; onBeforeExport works around this site's styles.
const common = { fileName, onBeforeExport: fitExportToChart };

export default function ToolbarExportOptions() {
  return (
    <BarChartPro
      height={320}
      showToolbar
      slotProps={{
        toolbar: {
          printOptions: common,
          imageExportOptions: [
            { type: 'image/png', ...common },
            { type: 'image/jpeg', quality: 0.85, ...common },
          ],
        },
      }}
      localeText={{ toolbarExport: 'Download or print' }}
      xAxis={[{ scaleType: 'band', data: regions }]}
      yAxis={[{ label: 'Sales (k€)', width: 60 }]}
      series={[
        { data: july, label: 'July' },
        { data: august, label: 'August' },
        { data: september, label: 'September' },
      ]}
    />
  );
}
