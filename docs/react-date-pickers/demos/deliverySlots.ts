import dayjs, { type Dayjs } from 'dayjs';

/** Invented delivery rules of a furniture shop: no deliveries on Sundays, booking at least two days ahead. */
export const firstBookableDay: Dayjs = dayjs().startOf('day').add(2, 'day');
export const lastBookableDay: Dayjs = firstBookableDay.add(8, 'week');

export function isClosedDay(day: Dayjs): boolean {
  return day.day() === 0;
}

export function deliveryLabel(day: Dayjs | null): string {
  return day ? `Delivery booked for ${day.format('dddd D MMMM YYYY')}` : 'Pick a delivery day';
}
