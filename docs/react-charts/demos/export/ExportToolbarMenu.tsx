import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { defaultOnBeforeExport } from '@mui/x-charts-pro/models';
import { formatKiloEuros, quarters, salesByRegion } from '../shared-features/regionalSales';

// This site's style sheet sets `body { height: 100% }`. The export frame has no height of its own,
// so the copied chart would measure 0 pixels high: let the frame's body take the chart's height.
// A custom `onBeforeExport` replaces the default one, so call it first: it removes the toolbar
// from the copy.
function fitBodyToChart(iframe: HTMLIFrameElement) {
  defaultOnBeforeExport(iframe);
  const body = iframe.contentDocument?.body;
  if (body) {
    body.style.height = 'auto';
  }
}

export default function ExportToolbarMenu() {
  return (
    <BarChartPro
      height={320}
      showToolbar
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => formatKiloEuros(value) }]}
      series={salesByRegion.map((entry) => ({
        label: entry.region,
        data: [entry.q1, entry.q2, entry.q3, entry.q4],
        valueFormatter: formatKiloEuros,
      }))}
      slotProps={{
        toolbar: { imageExportOptions: [{ type: 'image/png', onBeforeExport: fitBodyToChart }] },
      }}
    />
  );
}
