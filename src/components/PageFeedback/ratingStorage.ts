/**
 * The reader's rating per page, kept in local storage (a Docusaurus storage
 * slot) so they see it when they come back. Storage that is unavailable or
 * full is ignored: the rating still shows for this visit.
 */
import { createStorageSlot } from '@docusaurus/theme-common';
import type { Rating } from './payload';

export const RATING_KEY_PREFIX = 'x-docs-feedback:';

const slot = (page: string) => createStorageSlot(RATING_KEY_PREFIX + page, { persistence: 'localStorage' });

export function readStoredRating(page: string): Rating | undefined {
  const value = slot(page).get();
  return value === 'yes' || value === 'no' ? value : undefined;
}

export function storeRating(page: string, rating: Rating): void {
  slot(page).set(rating);
}
