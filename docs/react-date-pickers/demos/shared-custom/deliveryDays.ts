/** Days with free delivery windows for a grocery order placed on 7 April 2025. */
export const groceryDeliveryDays = [
  '2025-04-08',
  '2025-04-09',
  '2025-04-11',
  '2025-04-12',
  '2025-04-15',
  '2025-04-16',
  '2025-04-18',
];
