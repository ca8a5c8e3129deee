/** Shared rows of the undo and redo demos: next week's shift rota of a hospital ward. */
import type { GridColDef } from '@mui/x-data-grid';

export type Shift = 'Early' | 'Late' | 'Night' | 'Off';

export interface RotaRow {
  id: number;
  nurse: string;
  grade: string;
  monday: Shift;
  tuesday: Shift;
  wednesday: Shift;
  hours: number;
}

export const SHIFTS: Shift[] = ['Early', 'Late', 'Night', 'Off'];

const NURSES = [
  ['Aisling Byrne', 'Band 6'],
  ['Tendai Moyo', 'Band 5'],
  ['Joanna Kowalczyk', 'Band 5'],
  ['Rafael Souza', 'Band 7'],
  ['Mei Chen', 'Band 5'],
  ['Oluwaseun Adeyemi', 'Band 6'],
  ['Freya Lund', 'Band 5'],
] as const;

export const initialRota: RotaRow[] = NURSES.map(([nurse, grade], index) => ({
  id: index + 1,
  nurse,
  grade,
  monday: SHIFTS[index % 4] ?? 'Early',
  tuesday: SHIFTS[(index + 1) % 4] ?? 'Late',
  wednesday: SHIFTS[(index + 2) % 4] ?? 'Night',
  hours: 30 + ((index * 3) % 8),
}));

const shiftColumn = (field: 'monday' | 'tuesday' | 'wednesday', headerName: string): GridColDef<RotaRow> => ({
  field,
  headerName,
  type: 'singleSelect',
  valueOptions: SHIFTS,
  width: 110,
  editable: true,
});

export const rotaColumns: GridColDef<RotaRow>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 160 },
  { field: 'grade', headerName: 'Grade', width: 90 },
  shiftColumn('monday', 'Mon'),
  shiftColumn('tuesday', 'Tue'),
  shiftColumn('wednesday', 'Wed'),
  { field: 'hours', headerName: 'Contract hours', type: 'number', width: 130, editable: true },
];
