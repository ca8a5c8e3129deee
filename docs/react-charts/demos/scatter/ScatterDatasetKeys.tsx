import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Invented results of a school's maths and reading tests, one record per student.
const students = [
  { student: 'A-01', maths: 72, reading: 68 },
  { student: 'A-02', maths: 58, reading: 74 },
  { student: 'A-03', maths: 91, reading: 83 },
  { student: 'A-04', maths: 64, reading: 61 },
  { student: 'A-05', maths: 85, reading: 88 },
  { student: 'A-06', maths: 47, reading: 55 },
  { student: 'A-07', maths: 79, reading: 71 },
  { student: 'A-08', maths: 66, reading: 80 },
  { student: 'A-09', maths: 95, reading: 90 },
  { student: 'A-10', maths: 53, reading: 49 },
  { student: 'A-11', maths: 70, reading: 77 },
  { student: 'A-12', maths: 88, reading: 76 },
];

export default function ScatterDatasetKeys() {
  return (
    <ScatterChart
      height={320}
      dataset={students}
      xAxis={[{ label: 'Maths score', min: 40, max: 100 }]}
      yAxis={[{ label: 'Reading score', min: 40, max: 100 }]}
      series={[
        {
          datasetKeys: { id: 'student', x: 'maths', y: 'reading' },
          label: 'Students',
          valueFormatter: (point) => (point === null ? '' : `maths ${point.x}, reading ${point.y}`),
        },
      ]}
      hideLegend
      skipAnimation
    />
  );
}
