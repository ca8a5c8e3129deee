/** Appointments booked per day at a physiotherapy clinic, June 2025 (ISO date → count). */
export const clinicBookings: Record<string, number> = {
  '2025-06-02': 6,
  '2025-06-03': 4,
  '2025-06-05': 8,
  '2025-06-06': 2,
  '2025-06-10': 5,
  '2025-06-11': 7,
  '2025-06-12': 3,
  '2025-06-16': 8,
  '2025-06-17': 1,
  '2025-06-19': 6,
  '2025-06-23': 4,
  '2025-06-24': 8,
  '2025-06-26': 2,
  '2025-06-30': 5,
};

/** A day is full at this many appointments. */
export const CLINIC_DAILY_CAPACITY = 8;
