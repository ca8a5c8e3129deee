/**
 * Delivery windows still free on each day, for a grocery order placed on
 * Monday 7 April 2025. Days that are not listed have no free window left.
 */
export const groceryDeliveryWindows: ReadonlyArray<{ day: string; windowsLeft: number }> = [
  { day: '2025-04-08', windowsLeft: 3 },
  { day: '2025-04-09', windowsLeft: 1 },
  { day: '2025-04-11', windowsLeft: 5 },
  { day: '2025-04-12', windowsLeft: 2 },
  { day: '2025-04-15', windowsLeft: 6 },
  { day: '2025-04-16', windowsLeft: 4 },
  { day: '2025-04-18', windowsLeft: 2 },
];
