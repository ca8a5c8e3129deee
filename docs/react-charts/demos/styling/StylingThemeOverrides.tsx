import { ThemeProvider, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import type {} from '@mui/x-charts/themeAugmentation';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

// Extends the surrounding theme, so every chart below it gets the same defaults.
const withChartDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiBarChart: {
      defaultProps: { borderRadius: 6, grid: { horizontal: true } },
    },
    MuiChartsGrid: {
      styleOverrides: {
        root: { [`& .${chartsGridClasses.line}`]: { strokeDasharray: '3 3' } },
      },
    },
    // Tick label fonts are written in each label's style attribute, so they are set through the
    // axes' tickLabelStyle; colours come from a class and can be overridden with CSS.
    MuiChartsXAxis: {
      defaultProps: { tickLabelStyle: { fontSize: 13 } },
    },
    MuiChartsYAxis: {
      defaultProps: { tickLabelStyle: { fontSize: 13 } },
    },
    MuiChartsAxis: {
      styleOverrides: {
        root: { [`& .${axisClasses.tickLabel}`]: { fill: (outer.vars || outer).palette.text.secondary } },
      },
    },
  },
});

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function StylingThemeOverrides() {
  return (
    <ThemeProvider theme={withChartDefaults}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: weekdays }]}
          series={[{ data: [64, 71, 58, 80, 93], label: 'Lunches served' }]}
        />
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: weekdays }]}
          series={[{ data: [12, 9, 15, 11, 7], label: 'Meals wasted', color: '#b35c00' }]}
        />
      </Box>
    </ThemeProvider>
  );
}
