import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import {
  ChartsTooltipCell,
  ChartsTooltipContainer,
  ChartsTooltipPaper,
  ChartsTooltipRow,
  ChartsTooltipTable,
  chartsTooltipClasses as classes,
  useAxesTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';

// Energy supplied to a small factory per month, by source, in MWh (invented).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const solar = [8, 14, 27, 41, 55, 61, 64, 57, 39, 24, 11, 6];
const wind = [52, 48, 44, 37, 29, 24, 22, 25, 34, 43, 50, 55];
const grid = [96, 88, 75, 61, 50, 45, 47, 49, 58, 72, 89, 101];

function EnergyMixContent() {
  const axes = useAxesTooltip();
  if (!axes) {
    return null;
  }
  return (
    <ChartsTooltipPaper className={classes.paper}>
      {axes.map(({ axisId, axisFormattedValue, seriesItems }) => {
        const total = seriesItems.reduce((sum, item) => sum + (typeof item.value === 'number' ? item.value : 0), 0);
        return (
          <ChartsTooltipTable key={axisId} className={classes.table}>
            <caption>
              {axisFormattedValue}: {total} MWh in total
            </caption>
            <tbody>
              {seriesItems.map((item) => {
                const share = typeof item.value === 'number' && total > 0 ? Math.round((item.value / total) * 100) : 0;
                return (
                  <ChartsTooltipRow key={item.seriesId} className={classes.row}>
                    <ChartsTooltipCell component="th" className={`${classes.cell} ${classes.labelCell}`}>
                      <div className={classes.markContainer}>
                        <ChartsLabelMark type={item.markType} color={item.color} />
                      </div>
                      {item.formattedLabel}
                    </ChartsTooltipCell>
                    <ChartsTooltipCell component="td" className={`${classes.cell} ${classes.valueCell}`}>
                      {item.formattedValue}
                    </ChartsTooltipCell>
                    <ChartsTooltipCell component="td" className={classes.cell}>
                      {share} %
                    </ChartsTooltipCell>
                  </ChartsTooltipRow>
                );
              })}
            </tbody>
          </ChartsTooltipTable>
        );
      })}
    </ChartsTooltipPaper>
  );
}

function EnergyMixTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <EnergyMixContent />
    </ChartsTooltipContainer>
  );
}

const mwh = (value: number | null) => (value === null ? '' : `${value} MWh`);

export default function TooltipCustomAxis() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'MWh' }]}
      series={[
        { data: solar, label: 'Rooftop solar', stack: 'supply', valueFormatter: mwh },
        { data: wind, label: 'Wind contract', stack: 'supply', valueFormatter: mwh },
        { data: grid, label: 'Grid', stack: 'supply', valueFormatter: mwh },
      ]}
      slots={{ tooltip: EnergyMixTooltip }}
    />
  );
}
