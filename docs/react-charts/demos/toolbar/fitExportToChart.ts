import { defaultOnBeforeExport } from '@mui/x-charts-pro/models';

/**
 * Runs before an export is captured. This site's style sheets, which the export copies, give
 * `html` and `body` a height of 100 %. In the export's zero-height iframe, that leaves the body
 * 0 px high and the image export fails. Keep the default clean-up (it removes the toolbar from
 * the copy) and let the body take the height of the chart.
 */
export function fitExportToChart(iframe: HTMLIFrameElement) {
  defaultOnBeforeExport(iframe);
  iframe.contentDocument?.body.style.setProperty('height', 'auto');
}
