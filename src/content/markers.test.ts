import {
  FrontMatterError,
  markersFromFrontMatter,
  pageAllowsAds,
  readMarkers,
  withSidebarMarkers,
} from './markers';

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

describe('markersFromFrontMatter', () => {
  it('reads plan and flags from front matter; mit marks nothing', () => {
    expect(markersFromFrontMatter({ plan: 'pro', newFeature: true, unstable: false }, 'a.mdx')).toEqual({
      plan: 'pro',
      newFeature: true,
    });
    expect(markersFromFrontMatter({ plan: 'mit', title: 'DataGrid API' }, 'a.mdx')).toEqual({});
  });

  it.each([
    [{ plan: 'Pro' }, 'Front matter of docs/x.mdx: plan must be one of pro, premium, mit, not "Pro".'],
    [{ plan: true }, 'Front matter of docs/x.mdx: plan must be one of pro, premium, mit, not true.'],
    [{ newFeature: 'yes' }, 'Front matter of docs/x.mdx: newFeature must be true or false, not "yes".'],
  ])('refuses %p with a message naming the file', (frontMatter, message) => {
    expect(() => markersFromFrontMatter(frontMatter, 'docs/x.mdx')).toThrow(
      new FrontMatterError('docs/x.mdx', message.replace('Front matter of docs/x.mdx: ', '')),
    );
  });
});

describe('withSidebarMarkers', () => {
  it('copies markers into sidebar_custom_props and keeps what the writer set there', () => {
    expect(
      withSidebarMarkers({ title: 'T', plan: 'premium', sidebar_custom_props: { icon: 'grid' } }, 'a.mdx'),
    ).toEqual({ title: 'T', plan: 'premium', sidebar_custom_props: { icon: 'grid', plan: 'premium' } });
  });

  it('leaves front matter without markers as it is', () => {
    const frontMatter = { title: 'T', plan: 'mit' };
    expect(withSidebarMarkers(frontMatter, 'a.mdx')).toBe(frontMatter);
  });
});

describe('pageAllowsAds', () => {
  it('shows ads unless the page opts out or documents a paid feature', () => {
    expect(pageAllowsAds({})).toBe(true);
    expect(pageAllowsAds({ ads: true, newFeature: true, plan: 'mit' })).toBe(true);
    expect(pageAllowsAds({ ads: false })).toBe(false);
    expect(pageAllowsAds({ plan: 'pro' })).toBe(false);
    expect(pageAllowsAds({ plan: 'premium' })).toBe(false);
  });
});
