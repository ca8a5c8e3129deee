/** Shared rows of the toolbar component demos: one week of classes at an invented fitness studio. */
import type { GridColDef } from '@mui/x-data-grid';

export type ClassLevel = 'All levels' | 'Beginner' | 'Intermediate' | 'Advanced';

export interface StudioClass {
  id: number;
  name: string;
  instructor: string;
  studio: string;
  day: string;
  start: string;
  minutes: number;
  capacity: number;
  booked: number;
  level: ClassLevel;
}

const CLASSES = [
  ['Morning flow yoga', 'All levels', 60],
  ['Indoor cycling', 'Intermediate', 45],
  ['Kettlebell basics', 'Beginner', 45],
  ['Pilates mat', 'All levels', 50],
  ['Boxing conditioning', 'Advanced', 60],
  ['Mobility and stretch', 'All levels', 30],
  ['Circuit training', 'Intermediate', 45],
  ['Aqua aerobics', 'Beginner', 45],
] as const;
const INSTRUCTORS = ['Noor Haddad', 'Felix Brandt', 'Aiko Mori', 'Rosa Delgado', 'Kofi Mensah'];
const STUDIOS = ['Studio A', 'Studio B', 'Spin room', 'Pool'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Values derived from the index, so the server render and the browser render match. */
export const studioClasses: StudioClass[] = Array.from({ length: 36 }, (_, index) => {
  const [name, level, minutes] = CLASSES[(index * 5) % CLASSES.length] ?? CLASSES[0];
  const capacity = name === 'Indoor cycling' ? 20 : name === 'Aqua aerobics' ? 16 : 24;
  return {
    id: index + 1,
    name,
    instructor: INSTRUCTORS[(index * 3) % INSTRUCTORS.length] ?? 'Noor Haddad',
    studio: name === 'Indoor cycling' ? 'Spin room' : name === 'Aqua aerobics' ? 'Pool' : (STUDIOS[index % 2] ?? 'Studio A'),
    day: DAYS[index % DAYS.length] ?? 'Monday',
    start: `${String(7 + ((index * 5) % 13)).padStart(2, '0')}:${index % 3 === 0 ? '30' : '00'}`,
    minutes,
    capacity,
    booked: Math.min(capacity, 4 + ((index * 11) % (capacity + 2))),
    level,
  };
});

export const studioColumns: GridColDef<StudioClass>[] = [
  { field: 'day', headerName: 'Day', width: 110 },
  { field: 'start', headerName: 'Start', width: 80 },
  { field: 'name', headerName: 'Class', flex: 1, minWidth: 170 },
  { field: 'instructor', headerName: 'Instructor', width: 140 },
  { field: 'studio', headerName: 'Studio', width: 110 },
  {
    field: 'level',
    headerName: 'Level',
    type: 'singleSelect',
    valueOptions: ['All levels', 'Beginner', 'Intermediate', 'Advanced'],
    width: 120,
  },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
  { field: 'booked', headerName: 'Booked', type: 'number', width: 90 },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 90 },
];
