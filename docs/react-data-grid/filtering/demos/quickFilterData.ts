/** Staff directory of a city clinic: shared rows of the quick filter demos. */
export interface StaffMember {
  id: number;
  name: string;
  role: string;
  department: string;
  phone: string;
  onCall: boolean;
}

const FIRST_NAMES = [
  'Amara',
  'Bence',
  'Chiara',
  'Dmitri',
  'Elif',
  'Fionn',
  'Grete',
  'Hamza',
  'Isla',
  'Jonas',
  'Keiko',
  'Luca',
];
const LAST_NAMES = [
  'Okafor',
  'Varga',
  'Russo',
  'Petrov',
  'Yılmaz',
  'Byrne',
  'Lindqvist',
  'Haddad',
  'Murray',
  'Weber',
];
const ROLES = ['Nurse', 'Consultant', 'Registrar', 'Pharmacist', 'Radiographer', 'Receptionist'];
const DEPARTMENTS = ['Cardiology', 'Paediatrics', 'Radiology', 'Outpatients', 'Oncology', 'Emergency'];

export const staff: StaffMember[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 7) % LAST_NAMES.length]}`,
  role: ROLES[(index * 5) % ROLES.length] ?? 'Nurse',
  department: DEPARTMENTS[(index * 3 + Math.floor(index / 6)) % DEPARTMENTS.length] ?? 'Outpatients',
  phone: `+44 20 7946 ${String(100 + ((index * 137) % 900)).padStart(4, '0')}`,
  onCall: index % 4 === 0,
}));
