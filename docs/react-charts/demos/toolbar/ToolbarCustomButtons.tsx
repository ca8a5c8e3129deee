import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';

// Average page load time of an online shop, in seconds, for the last 14 days (invented).
const days = ['1 Mar', '2 Mar', '3 Mar', '4 Mar', '5 Mar', '6 Mar', '7 Mar', '8 Mar', '9 Mar', '10 Mar', '11 Mar', '12 Mar', '13 Mar', '14 Mar'];
const desktop = [1.8, 1.7, 1.9, 2.1, 1.8, 1.6, 1.7, 1.9, 2.4, 2.2, 1.9, 1.8, 1.7, 1.6];
const mobile = [2.9, 2.8, 3.1, 3.4, 3.0, 2.7, 2.8, 3.0, 3.9, 3.5, 3.1, 2.9, 2.8, 2.7];

type Range = 7 | 14;

// The toolbar slot receives no props from the chart, so the demo shares its state through a context.
const RangeContext = React.createContext<{ range: Range; setRange: (range: Range) => void }>({
  range: 14,
  setRange: () => {},
});

function RangeToolbar() {
  const { range, setRange } = React.useContext(RangeContext);
  return (
    <Toolbar aria-label="Time range">
      <Typography variant="body2" sx={{ color: 'text.secondary', paddingInline: 1 }}>
        Show the last
      </Typography>
      {([7, 14] as const).map((option) => (
        <ToolbarButton
          key={option}
          aria-pressed={range === option}
          onClick={() => setRange(option)}
          render={<Button size="small" variant={range === option ? 'contained' : 'text'} />}
        >
          {option} days
        </ToolbarButton>
      ))}
    </Toolbar>
  );
}

export default function ToolbarCustomButtons() {
  const [range, setRange] = React.useState<Range>(14);
  const context = React.useMemo(() => ({ range, setRange }), [range]);
  const from = days.length - range;

  return (
    <RangeContext.Provider value={context}>
      <LineChart
        height={320}
        showToolbar
        slots={{ toolbar: RangeToolbar }}
        xAxis={[{ scaleType: 'point', data: days.slice(from) }]}
        yAxis={[{ label: 'Load time (s)', min: 0 }]}
        series={[
          { data: desktop.slice(from), label: 'Desktop', valueFormatter: (value) => `${value} s` },
          { data: mobile.slice(from), label: 'Mobile', valueFormatter: (value) => `${value} s` },
        ]}
      />
    </RangeContext.Provider>
  );
}
