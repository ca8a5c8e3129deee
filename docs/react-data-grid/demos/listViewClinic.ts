/** Shared rows of the list view demos: appointments at a small community clinic. */
import type { GridColDef } from '@mui/x-data-grid-pro';

export interface Appointment {
  id: number;
  patient: string;
  clinician: string;
  reason: string;
  start: Date;
  room: string;
  status: 'Booked' | 'Checked in' | 'Cancelled';
}

const PATIENTS = [
  'Aoife Brennan',
  'Rahul Mehta',
  'Chloé Martin',
  'Tomasz Nowak',
  'Fatima Haddad',
  'Kenji Sato',
];
const CLINICIANS = ['Dr. Okoye', 'Dr. Lindqvist', 'Nurse Alvarez'];
const REASONS = ['Blood test', 'Vaccination', 'Follow-up', 'Physiotherapy', 'Check-up'];
const STATUSES: Appointment['status'][] = ['Booked', 'Checked in', 'Booked', 'Cancelled'];

/** Values derived from the index, so the server render and the browser render match. */
export const appointments: Appointment[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  patient: PATIENTS[(index * 5) % PATIENTS.length] ?? 'Aoife Brennan',
  clinician: CLINICIANS[index % CLINICIANS.length] ?? 'Dr. Okoye',
  reason: REASONS[(index * 3) % REASONS.length] ?? 'Check-up',
  start: new Date(Date.UTC(2025, 10, 3 + Math.floor(index / 8), 8 + (index % 8), index % 2 === 0 ? 0 : 30)),
  room: `Room ${1 + (index % 4)}`,
  status: STATUSES[index % STATUSES.length] ?? 'Booked',
}));

export const formatSlot = (value: Date) =>
  `${value.toISOString().slice(0, 10)} ${value.toISOString().slice(11, 16)} UTC`;

export const appointmentColumns: GridColDef<Appointment>[] = [
  { field: 'patient', headerName: 'Patient', width: 150 },
  { field: 'reason', headerName: 'Reason', width: 130 },
  { field: 'clinician', headerName: 'Clinician', width: 130 },
  {
    field: 'start',
    headerName: 'Time',
    type: 'dateTime',
    width: 190,
    valueFormatter: (value: Date) => formatSlot(value),
  },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'status', headerName: 'Status', width: 110 },
];
