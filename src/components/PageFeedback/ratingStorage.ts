/**
 * The reader's rating per page, kept in local storage so they see it when
 * they come back. Storage that is unavailable or full is ignored.
 */
import type { Rating } from './payload';

export const RATING_KEY_PREFIX = 'x-docs-feedback:';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredRating(page: string): Rating | undefined {
  try {
    const value = storage()?.getItem(RATING_KEY_PREFIX + page);
    return value === 'yes' || value === 'no' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeRating(page: string, rating: Rating): void {
  try {
    storage()?.setItem(RATING_KEY_PREFIX + page, rating);
  } catch {
    // Private mode or a full quota: the rating is still shown for this visit.
  }
}
