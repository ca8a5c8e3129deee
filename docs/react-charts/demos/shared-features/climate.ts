/**
 * Invented climate normals for a coastal city: mean temperature (°C) and
 * rainfall (mm) per month. Shared by several demos of the charts guide.
 */
export const climateMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export const meanTemperature = [11.4, 12.3, 14.6, 15.8, 18.1, 21.2, 23.4, 23.8, 22.1, 19.0, 14.9, 12.2];

export const rainfall = [99, 86, 57, 64, 41, 14, 5, 6, 28, 83, 112, 118];

export const sunshineHours = [142, 156, 202, 228, 282, 313, 344, 330, 262, 209, 153, 137];
