/** November 2025 rota of an invented ward nurse: one shift type per working day. */
export type ShiftType = 'early' | 'late' | 'night';

export const shiftLabels: Record<ShiftType, string> = {
  early: 'Early 07:00–15:00',
  late: 'Late 14:00–22:00',
  night: 'Night 21:30–07:30',
};

const rota: Array<[string, ShiftType]> = [
  ['2025-11-03', 'early'],
  ['2025-11-04', 'early'],
  ['2025-11-05', 'early'],
  ['2025-11-08', 'late'],
  ['2025-11-09', 'late'],
  ['2025-11-12', 'night'],
  ['2025-11-13', 'night'],
  ['2025-11-14', 'night'],
  ['2025-11-18', 'early'],
  ['2025-11-19', 'late'],
  ['2025-11-20', 'late'],
  ['2025-11-24', 'night'],
  ['2025-11-25', 'night'],
  ['2025-11-28', 'early'],
  ['2025-11-29', 'early'],
];

/** Shift of each working day, keyed by `YYYY-MM-DD`. */
export const shiftsByDay: ReadonlyMap<string, ShiftType> = new Map(rota);
