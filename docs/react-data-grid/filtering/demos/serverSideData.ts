import type { GridFilterItem, GridFilterModel } from '@mui/x-data-grid';
import { books, type Book } from './filteringData';

/** The operators the simulated catalogue service understands. */
export const SERVER_OPERATORS = ['contains', 'startsWith', 'is', '>', '<'] as const;

function matchesItem(book: Book, item: GridFilterItem): boolean {
  if (item.value === undefined || item.value === null || item.value === '') return true;
  const cell = book[item.field as keyof Book];
  switch (item.operator) {
    case 'contains':
      return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
    case 'startsWith':
      return String(cell).toLowerCase().startsWith(String(item.value).toLowerCase());
    case 'is':
      return String(cell) === String(item.value);
    case '>':
      return Number(cell) > Number(item.value);
    case '<':
      return Number(cell) < Number(item.value);
    default:
      return true;
  }
}

function matchesQuickFilter(book: Book, words: string[]): boolean {
  const text = `${book.title} ${book.author} ${book.genre}`.toLowerCase();
  return words.every((word) => text.includes(word.toLowerCase()));
}

/** Stands in for a catalogue API: filters on the "server" and answers after `delayMs`. */
export function queryCatalogue(model: GridFilterModel, delayMs = 700): Promise<Book[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const words = (model.quickFilterValues ?? []).map(String).filter((word) => word !== '');
      resolve(
        books.filter(
          (book) => model.items.every((item) => matchesItem(book, item)) && matchesQuickFilter(book, words),
        ),
      );
    }, delayMs);
  });
}
