/** Public holidays used by the calendar-system demos, as Gregorian ISO dates. */
export interface Holiday {
  date: string;
  name: string;
}

/** Iran, year 1404 of the Solar Hijri calendar (March 2025 – March 2026), first weeks. */
export const iranHolidays1404: Holiday[] = [
  { date: '2025-03-21', name: 'Nowruz, day 1' },
  { date: '2025-03-22', name: 'Nowruz, day 2' },
  { date: '2025-03-23', name: 'Nowruz, day 3' },
  { date: '2025-03-24', name: 'Nowruz, day 4' },
  { date: '2025-04-01', name: 'Islamic Republic Day' },
  { date: '2025-04-02', name: 'Nature Day (Sizdah Bedar)' },
];

/** Saudi Arabia, year 1446 AH (Umm al-Qura calendar). */
export const saudiHolidays1446: Holiday[] = [
  { date: '2025-03-30', name: 'Eid al-Fitr, day 1' },
  { date: '2025-03-31', name: 'Eid al-Fitr, day 2' },
  { date: '2025-04-01', name: 'Eid al-Fitr, day 3' },
  { date: '2025-06-05', name: 'Day of Arafah' },
  { date: '2025-06-06', name: 'Eid al-Adha, day 1' },
  { date: '2025-06-07', name: 'Eid al-Adha, day 2' },
];
