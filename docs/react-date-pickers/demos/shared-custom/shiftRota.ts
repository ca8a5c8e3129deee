/** A hospital ward's night-shift rota for August 2025 (ISO date → nurses on duty). */
export const nightShiftRota: Record<string, string[]> = {
  '2025-08-01': ['Amara Okafor', 'Jonas Weber'],
  '2025-08-02': ['Lucía Romero', 'Jonas Weber'],
  '2025-08-03': ['Lucía Romero', 'Hana Sato'],
  '2025-08-04': ['Amara Okafor', 'Hana Sato'],
  '2025-08-05': ['Pieter de Vries', 'Amara Okafor'],
  '2025-08-06': ['Pieter de Vries', 'Lucía Romero'],
  '2025-08-07': ['Hana Sato', 'Jonas Weber'],
  '2025-08-08': ['Amara Okafor', 'Pieter de Vries'],
  '2025-08-11': ['Lucía Romero', 'Hana Sato'],
  '2025-08-12': ['Jonas Weber', 'Pieter de Vries'],
  '2025-08-13': ['Amara Okafor', 'Lucía Romero'],
  '2025-08-14': ['Hana Sato', 'Pieter de Vries'],
  '2025-08-15': ['Jonas Weber', 'Amara Okafor'],
};
