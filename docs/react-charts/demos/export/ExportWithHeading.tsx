import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PieChartPro } from '@mui/x-charts-pro/PieChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

// Answers to a staff survey question: "How do you usually get to work?"
const answers = [
  { id: 'bike', label: 'Bicycle', value: 128 },
  { id: 'transit', label: 'Public transport', value: 214 },
  { id: 'car', label: 'Car', value: 97 },
  { id: 'walk', label: 'On foot', value: 46 },
];

// Runs on the export frame before the picture is taken: adds a heading and a source line above the chart.
function addHeading(iframe: HTMLIFrameElement) {
  const doc = iframe.contentDocument;
  if (!doc) {
    return;
  }
  const heading = doc.createElement('h2');
  heading.textContent = 'Staff commute survey, March 2025';
  heading.style.cssText = 'font: 600 18px sans-serif; margin: 0; padding: 12px 16px 0;';
  const source = doc.createElement('p');
  source.textContent = 'Source: internal survey, 485 answers.';
  source.style.cssText = 'font: 12px sans-serif; margin: 0; padding: 4px 16px 8px;';
  doc.body.prepend(heading, source);
  // This site's style sheet sets `body { height: 100% }`, which would give the frame's body no height.
  doc.body.style.height = 'auto';
}

export default function ExportWithHeading() {
  const apiRef = useChartProApiRef<'pie'>();

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          apiRef.current?.exportAsImage({ fileName: 'commute-survey', onBeforeExport: addHeading })
        }
      >
        Download PNG with heading
      </Button>
      <PieChartPro apiRef={apiRef} height={260} series={[{ data: answers, innerRadius: '45%' }]} />
    </Stack>
  );
}
