import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Average time to load the home page of a web shop, in seconds, on two kinds of connection.
const mobile = [3.8, 3.5, 3.6, 3.1, 2.7, 2.4];
const desktop = [1.9, 1.8, 1.8, 1.6, 1.4, 1.3];

export default function A11yKeyboardNavigation() {
  return (
    <div>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Press Tab to focus the chart, then use the arrow keys: left and right move between months, up and down
        between series.
      </Typography>
      <LineChart
        height={300}
        enableKeyboardNavigation
        slotProps={{ tooltip: { trigger: 'item' } }}
        title="Home page load time per month"
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Seconds', min: 0 }]}
        series={[
          { data: mobile, label: 'Mobile', valueFormatter: (value) => `${value} s` },
          { data: desktop, label: 'Desktop', valueFormatter: (value) => `${value} s` },
        ]}
      />
    </div>
  );
}
