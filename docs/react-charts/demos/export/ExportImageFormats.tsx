import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { defaultOnBeforeExport } from '@mui/x-charts-pro/models';
import { climateMonths, meanTemperature, rainfall } from '../shared-features/climate';

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

export default function ExportImageFormats() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      xAxis={[{ scaleType: 'point', data: climateMonths }]}
      yAxis={[
        { id: 'temperature', label: '°C' },
        { id: 'rain', label: 'mm', position: 'right', min: 0 },
      ]}
      series={[
        { yAxisId: 'temperature', data: meanTemperature, label: 'Mean temperature (°C)' },
        { yAxisId: 'rain', data: rainfall, label: 'Rainfall (mm)', area: true, showMark: false },
      ]}
      slotProps={{
        toolbar: {
          printOptions: { fileName: 'climate-normals' },
          imageExportOptions: [
            { type: 'image/png', fileName: 'climate-normals', onBeforeExport: fitBodyToChart },
            { type: 'image/jpeg', quality: 0.8, fileName: 'climate-normals', onBeforeExport: fitBodyToChart },
            { type: 'image/webp', fileName: 'climate-normals', onBeforeExport: fitBodyToChart },
          ],
        },
      }}
    />
  );
}
