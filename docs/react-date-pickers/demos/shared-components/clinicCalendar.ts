import dayjs, { type Dayjs } from 'dayjs';

/** Public holidays on which the invented Riverside Clinic is closed (summer 2025). */
export const clinicHolidays: readonly string[] = [
  '2025-05-01',
  '2025-05-29',
  '2025-06-09',
  '2025-07-14',
  '2025-08-15',
];

/** The clinic sees patients on weekdays that are not public holidays. */
export function isClinicClosed(date: Dayjs): boolean {
  const weekday = date.day();
  return weekday === 0 || weekday === 6 || clinicHolidays.includes(date.format('YYYY-MM-DD'));
}

/** Consultations run from 08:30 to 17:00, with a lunch break from 12:30 to 13:30. */
export const clinicOpens: Dayjs = dayjs('2025-06-02T08:30');
export const clinicCloses: Dayjs = dayjs('2025-06-02T17:00');

export function isLunchBreak(time: Dayjs): boolean {
  const minutes = time.hour() * 60 + time.minute();
  return minutes >= 12 * 60 + 30 && minutes < 13 * 60 + 30;
}
