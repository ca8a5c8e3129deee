/** Bank holidays in England and Wales, 2025. */
export const ukBankHolidays2025 = [
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
];
