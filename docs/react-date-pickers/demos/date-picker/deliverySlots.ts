import dayjs, { type Dayjs } from 'dayjs';
import type { DateValidationError } from '@mui/x-date-pickers/models';

/**
 * Invented delivery rules of a furniture shop, for an order placed on Tuesday 10 June 2025:
 * delivery from two days after the order, for eight weeks, never on a Sunday.
 */
export const orderPlacedOn: Dayjs = dayjs('2025-06-10');
export const firstBookableDay: Dayjs = orderPlacedOn.add(2, 'day');
export const lastBookableDay: Dayjs = firstBookableDay.add(8, 'week');

export function isClosedDay(day: Dayjs): boolean {
  return day.day() === 0;
}

const problems: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'Finish typing the date.',
  minDate: `The first free slot is ${firstBookableDay.format('D MMMM')}.`,
  maxDate: `Slots are open until ${lastBookableDay.format('D MMMM')}.`,
  shouldDisableDate: 'We do not deliver on Sundays.',
  shouldDisableMonth: 'No deliveries that month.',
  shouldDisableYear: 'No deliveries that year.',
  disablePast: 'That day has passed.',
  disableFuture: 'That day is too far ahead.',
};

/** The line under the picker: a confirmation only for a valid day, otherwise what is wrong. */
export function deliveryStatus(day: Dayjs | null, error: DateValidationError) {
  if (error !== null) {
    return { booked: false, text: problems[error] };
  }
  if (day === null) {
    return { booked: false, text: 'Pick a delivery day' };
  }
  return { booked: true, text: `Delivery booked for ${day.format('dddd D MMMM YYYY')}` };
}
