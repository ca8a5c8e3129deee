/** Shared rows of the CRUD demos: the volunteer roster of an invented food bank. */
export type VolunteerRole = 'Driver' | 'Warehouse' | 'Front desk' | 'Kitchen';

export interface Volunteer {
  id: number;
  name: string;
  role: VolunteerRole;
  phone: string;
  hoursPerWeek: number;
  active: boolean;
}

export const ROLES: VolunteerRole[] = ['Driver', 'Warehouse', 'Front desk', 'Kitchen'];

export const initialVolunteers: Volunteer[] = [
  { id: 1, name: 'Grace Okonkwo', role: 'Driver', phone: '0161 496 0213', hoursPerWeek: 6, active: true },
  { id: 2, name: 'Lars Eriksen', role: 'Warehouse', phone: '0161 496 0877', hoursPerWeek: 4, active: true },
  { id: 3, name: 'Maribel Ortega', role: 'Front desk', phone: '0161 496 0542', hoursPerWeek: 3, active: false },
  { id: 4, name: 'Duc Nguyen', role: 'Kitchen', phone: '0161 496 0399', hoursPerWeek: 8, active: true },
  { id: 5, name: 'Hélène Marchand', role: 'Warehouse', phone: '0161 496 0761', hoursPerWeek: 5, active: true },
  { id: 6, name: 'Kwabena Owusu', role: 'Driver', phone: '0161 496 0128', hoursPerWeek: 2, active: true },
];

/** What the roster accepts: returns the first problem found, or null. */
export function validateVolunteer(volunteer: Pick<Volunteer, 'name' | 'phone' | 'hoursPerWeek'>): string | null {
  if (volunteer.name.trim().length < 2) return 'Enter the volunteer’s name.';
  if (!/^[0-9 +]{7,}$/.test(volunteer.phone.trim())) return 'Enter a phone number (digits and spaces).';
  if (!(volunteer.hoursPerWeek >= 1 && volunteer.hoursPerWeek <= 20)) return 'Hours per week go from 1 to 20.';
  return null;
}

/** The next free id, one more than the highest in use. */
export const nextId = (rows: Volunteer[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
