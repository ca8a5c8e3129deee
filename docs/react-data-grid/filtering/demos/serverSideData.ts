import type { GridFilterModel } from '@mui/x-data-grid';
import { filterRows, networkDelay, type ServerSchema } from '../../demos/serverSimulation';
import { books, type Book } from './filteringData';

/**
 * The operators of the catalogue API used by the first server-side demo. The service refuses any
 * other operator, so that demo offers only these in its filter panel.
 */
export const SERVER_OPERATORS = ['contains', 'startsWith', 'is', '>', '<'] as const;

/** How the catalogue service types each field of a book. */
export const BOOK_SCHEMA: ServerSchema = {
  id: 'number',
  pages: 'number',
  rating: 'number',
  published: 'date',
  available: 'boolean',
  genre: 'singleSelect',
};

export interface CatalogueOptions {
  delayMs?: number;
  /** Operators the service accepts; every operator of each column type by default. */
  operators?: readonly string[];
}

/** Stands in for a catalogue API: filters on the "server" and answers after `delayMs`. */
export async function queryCatalogue(model: GridFilterModel, options: CatalogueOptions = {}): Promise<Book[]> {
  await networkDelay(options.delayMs ?? 700);
  return filterRows(books, model, BOOK_SCHEMA, {
    quickFilterFields: ['title', 'author', 'genre'],
    allowedOperators: options.operators,
  });
}
