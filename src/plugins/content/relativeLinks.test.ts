import { contentRoot, docsRootLink } from './relativeLinks';

const SITE = '/site';

describe('contentRoot', () => {
  it('knows the current docs, archived versions and translations', () => {
    expect(contentRoot('/site/docs/react-charts/bars.mdx', SITE)).toBe('/site/docs');
    expect(contentRoot('/site/versioned_docs/version-7.x/index.md', SITE)).toBe(
      '/site/versioned_docs/version-7.x',
    );
    expect(
      contentRoot('/site/i18n/zh/docusaurus-plugin-content-docs/current/introduction/overview.md', SITE),
    ).toBe('/site/i18n/zh/docusaurus-plugin-content-docs/current');
    expect(contentRoot('/site/src/pages/x.mdx', SITE)).toBeNull();
  });
});

describe('docsRootLink', () => {
  const root = '/site/docs';
  const file = '/site/docs/react-charts/toolbar.mdx';

  it('rewrites relative file links from the docs root, keeping anchors', () => {
    expect(docsRootLink('../introduction/licensing.md', file, root)).toBe('/introduction/licensing.md');
    expect(docsRootLink('./zoom-and-pan.mdx#options', file, root)).toBe(
      '/react-charts/zoom-and-pan.mdx#options',
    );
    expect(docsRootLink('hooks/index.mdx', file, root)).toBe('/react-charts/hooks/index.mdx');
  });

  it('leaves other links alone', () => {
    for (const url of [
      '/introduction/licensing.md',
      'https://mui.com/x/',
      '#props',
      '../api/',
      'mailto:a@b.c',
    ]) {
      expect(docsRootLink(url, file, root)).toBeNull();
    }
    expect(docsRootLink('../../outside.md', file, root)).toBeNull();
  });

  it('works the same from a translation', () => {
    const zhRoot = '/site/i18n/zh/docusaurus-plugin-content-docs/current';
    expect(docsRootLink('../react-charts/bars.mdx', `${zhRoot}/introduction/overview.md`, zhRoot)).toBe(
      '/react-charts/bars.mdx',
    );
  });
});
