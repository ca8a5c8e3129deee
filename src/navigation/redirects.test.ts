import { redirectsTo } from './redirects';

describe('redirectsTo', () => {
  it('sends the introduction address of every version to its overview', () => {
    expect(redirectsTo('/')).toEqual(['/introduction/']);
    expect(redirectsTo('/v7/')).toEqual(['/v7/introduction/']);
    expect(redirectsTo('/v4/')).toEqual(['/v4/introduction/']);
  });

  it.each(['/introduction/installation/', '/react-data-grid/', '/v7/introduction/installation/', '/vx/', ''])(
    'leaves %p alone',
    (path) => {
      expect(redirectsTo(path)).toEqual([]);
    },
  );
});
