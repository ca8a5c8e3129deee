/**
 * The theme a demo snapshot renders with (MuiScope snapshot mode) gives charts
 * without a width of their own the width the server draws them at. It reaches
 * the charts through their data provider's default props, under the theme
 * name the installed @mui/x-charts reads: if an upgrade renames it, this fails
 * and the snapshots of chart demos would be empty again.
 */
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { createSiteTheme, SNAPSHOT_CHART_WIDTH_PX } from './createSiteTheme';

const chart = <BarChart height={200} xAxis={[{ data: ['Q1', 'Q2'] }]} series={[{ data: [3, 5] }]} />;

function viewBoxOf(html: string): string | undefined {
  return /<svg[^>]*viewBox="([^"]+)"/.exec(html)?.[1];
}

test('a chart without a width is drawn at the snapshot width on the server', () => {
  const html = renderToString(
    <ThemeProvider theme={createSiteTheme({ serverSnapshot: true })}>{chart}</ThemeProvider>,
  );
  expect(viewBoxOf(html)).toBe(`0 0 ${SNAPSHOT_CHART_WIDTH_PX} 200`);
  expect(html).toContain('<rect');
});

test('outside a snapshot the theme leaves the width to the container', () => {
  const html = renderToString(<ThemeProvider theme={createSiteTheme()}>{chart}</ThemeProvider>);
  expect(viewBoxOf(html)).toBe('0 0 0 200');
});
