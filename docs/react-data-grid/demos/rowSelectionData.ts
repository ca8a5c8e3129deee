/** Appointments at a physiotherapy clinic: shared rows of the row selection demos. */
export type AppointmentState = 'Booked' | 'Checked in' | 'Cancelled';

export interface Appointment {
  id: number;
  patient: string;
  therapist: string;
  day: 'Monday' | 'Tuesday';
  time: string;
  treatment: string;
  state: AppointmentState;
}

const PATIENTS = [
  'Ruth Adebayo',
  'Pavel Novák',
  'Sinéad Walsh',
  'Mehmet Kaya',
  'Lotte de Vries',
  'Arjun Mehta',
  'Camille Laurent',
  'Óscar Jiménez',
  'Hanna Virtanen',
  'Declan Shaw',
  'Mei Lin',
  'Tobias Krüger',
];
const THERAPISTS = ['Dr. Aalto', 'Dr. Okoye', 'Dr. Bianchi'];
const TREATMENTS = ['Knee rehab', 'Lower back', 'Shoulder mobility', 'Sports massage', 'Post-op review'];
const STATES: AppointmentState[] = ['Booked', 'Checked in', 'Booked', 'Cancelled', 'Booked'];

export const appointments: Appointment[] = Array.from({ length: 24 }, (_, index) => ({
  id: 301 + index,
  patient: PATIENTS[index % PATIENTS.length] ?? 'Ruth Adebayo',
  therapist: THERAPISTS[(index * 2) % THERAPISTS.length] ?? 'Dr. Aalto',
  day: index < 12 ? 'Monday' : 'Tuesday',
  time: `${String(8 + (index % 12)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
  treatment: TREATMENTS[(index * 3) % TREATMENTS.length] ?? 'Knee rehab',
  state: STATES[index % STATES.length] ?? 'Booked',
}));
