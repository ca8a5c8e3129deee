import { readMarkers } from './markers';

describe('readMarkers', () => {
  it('reads plan and flags', () => {
    expect(readMarkers({ plan: 'premium', newFeature: true, unstable: true, planned: true })).toEqual({
      plan: 'premium',
      newFeature: true,
      unstable: true,
      planned: true,
    });
  });

  it.each([undefined, null, 'pro', 3, { plan: 'enterprise' }, { newFeature: 'yes' }])(
    'ignores malformed custom props %p',
    (input) => {
      expect(readMarkers(input)).toEqual({});
    },
  );
});
