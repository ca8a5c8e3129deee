import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

const completedLessons = 17;
const totalLessons = 24;

export default function GaugeStyledText() {
  return (
    <Gauge
      height={200}
      value={completedLessons}
      valueMax={totalLessons}
      startAngle={-90}
      endAngle={90}
      innerRadius="78%"
      text={({ value, valueMax }) => `${value} of ${valueMax} lessons`}
      sx={(theme) => ({
        [`& .${gaugeClasses.valueText}`]: { fontSize: 18, fontWeight: 600 },
        [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette.secondary.main },
        [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.action.disabledBackground },
      })}
    />
  );
}
