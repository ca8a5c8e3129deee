import { RATING_KEY_PREFIX, readStoredRating, storeRating } from './ratingStorage';

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('rating storage', () => {
  it('remembers the rating per page', () => {
    storeRating('/x/react-charts/', 'no');
    expect(readStoredRating('/x/react-charts/')).toBe('no');
    expect(readStoredRating('/x/react-tree-view/')).toBeUndefined();
  });

  it('ignores values it did not write', () => {
    window.localStorage.setItem(`${RATING_KEY_PREFIX}/x/`, 'maybe');
    expect(readStoredRating('/x/')).toBeUndefined();
  });

  it('keeps working when storage refuses', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError');
    });
    expect(() => storeRating('/x/', 'yes')).not.toThrow();
    expect(readStoredRating('/x/')).toBeUndefined();
  });
});
