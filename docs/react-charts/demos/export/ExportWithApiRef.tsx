import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

const teams = ['Checkout', 'Search', 'Accounts', 'Payments', 'Catalogue'];
// Incidents per team last quarter, by severity.
const minor = [12, 7, 9, 4, 11];
const major = [2, 1, 3, 1, 0];

// This site's style sheet sets `body { height: 100% }`. The export frame has no height of its own,
// so the copied chart would measure 0 pixels high: let the frame's body take the chart's height.
function fitBodyToChart(iframe: HTMLIFrameElement) {
  const body = iframe.contentDocument?.body;
  if (body) {
    body.style.height = 'auto';
  }
}

export default function ExportWithApiRef() {
  const apiRef = useChartProApiRef<'bar'>();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({
              fileName: 'incidents-q3',
              type: 'image/png',
              onBeforeExport: fitBodyToChart,
            })
          }
        >
          Download PNG
        </Button>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'incidents-q3' })}
        >
          Print
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ scaleType: 'band', data: teams }]}
        series={[
          { data: minor, label: 'Minor incidents', stack: 'incidents' },
          { data: major, label: 'Major incidents', stack: 'incidents' },
        ]}
      />
    </Stack>
  );
}
