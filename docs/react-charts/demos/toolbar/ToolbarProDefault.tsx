import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { fitExportToChart } from './fitExportToChart';

// Pallets held in a regional warehouse at the end of each month (invented).
const months = [
  'Jan 24', 'Feb 24', 'Mar 24', 'Apr 24', 'May 24', 'Jun 24', 'Jul 24', 'Aug 24', 'Sep 24', 'Oct 24',
  'Nov 24', 'Dec 24', 'Jan 25', 'Feb 25', 'Mar 25', 'Apr 25', 'May 25', 'Jun 25', 'Jul 25', 'Aug 25',
  'Sep 25', 'Oct 25', 'Nov 25', 'Dec 25',
];
const chilled = [410, 395, 430, 455, 480, 520, 560, 545, 500, 470, 445, 610, 420, 400, 440, 470, 495, 530, 575, 560, 515, 480, 460, 640];
const ambient = [820, 790, 805, 840, 860, 880, 910, 930, 905, 950, 1040, 1180, 860, 830, 850, 880, 905, 925, 960, 985, 950, 1000, 1090, 1230];

export default function ToolbarProDefault() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      // The default menu entry, with the fix this site needs (see fitExportToChart.ts).
      slotProps={{ toolbar: { imageExportOptions: [{ type: 'image/png', onBeforeExport: fitExportToChart }] } }}
      xAxis={[{ scaleType: 'point', data: months, zoom: true }]}
      yAxis={[{ label: 'Pallets', width: 60 }]}
      series={[
        { data: ambient, label: 'Ambient storage', showMark: false },
        { data: chilled, label: 'Chilled storage', showMark: false },
      ]}
    />
  );
}
