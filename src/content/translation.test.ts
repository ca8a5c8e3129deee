/** @jest-environment node */
import { readFrontMatter } from './frontMatter';
import {
  docTranslations,
  englishPermalink,
  sourceHash,
  stampFrontMatter,
  StampError,
  translatedFile,
  translationState,
} from './translation';

describe('sourceHash', () => {
  it('is the first 12 hex digits of the SHA-256 of the text', () => {
    // sha256("hello\n") = 5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03
    expect(sourceHash('hello\n')).toBe('5891b5b522d5');
  });

  it('ignores line endings, and changes with any other edit', () => {
    const page = '# Licensing\n\nThree plans.\n';
    expect(sourceHash(page.replace(/\n/g, '\r\n'))).toBe(sourceHash(page));
    expect(sourceHash(page.replace('Three', 'Four'))).not.toBe(sourceHash(page));
    expect(sourceHash(`${page}\n`)).not.toBe(sourceHash(page));
  });
});

describe('translatedFile', () => {
  it('maps a translation of the current docs to docs/', () => {
    expect(
      translatedFile('i18n/zh/docusaurus-plugin-content-docs/current/introduction/licensing.md'),
    ).toEqual({
      locale: 'zh',
      versionFolder: 'current',
      path: 'introduction/licensing.md',
      englishSource: 'docs/introduction/licensing.md',
    });
  });

  it('maps a translation of an archived version to versioned_docs/', () => {
    expect(
      translatedFile('i18n/zh/docusaurus-plugin-content-docs/version-7.x/react-charts/bars.mdx')
        ?.englishSource,
    ).toBe('versioned_docs/version-7.x/react-charts/bars.mdx');
  });

  it('is null for English docs, sidebar label files and other plugins', () => {
    expect(translatedFile('docs/introduction/licensing.md')).toBeNull();
    expect(translatedFile('i18n/zh/docusaurus-plugin-content-docs/current.json')).toBeNull();
    expect(translatedFile('i18n/zh/docusaurus-plugin-content-blog/post.md')).toBeNull();
    expect(
      translatedFile('i18n/zh/docusaurus-plugin-content-docs/current/react-charts/demos/Bars.tsx'),
    ).toBeNull();
  });
});

describe('translationState', () => {
  it('is up to date when the recorded hash is the English one, outdated otherwise', () => {
    expect(translationState({ translated_from: 'abc123abc123' }, 'abc123abc123')).toBe('up-to-date');
    expect(translationState({ translated_from: 'abc123abc123' }, 'ffff00000000')).toBe('outdated');
  });

  it('is unstamped when nothing is recorded', () => {
    expect(translationState({ title: '许可' }, 'abc123abc123')).toBe('unstamped');
    expect(translationState({ translated_from: '' }, 'abc123abc123')).toBe('unstamped');
    expect(translationState({ translated_from: null }, 'abc123abc123')).toBe('unstamped');
  });

  it('compares a hash YAML read as a number as text', () => {
    expect(translationState({ translated_from: 123456789012 }, '123456789012')).toBe('up-to-date');
  });
});

describe('stampFrontMatter', () => {
  const page = ['---', 'title: 许可', 'sidebar_label: 许可', '---', '', 'MUI X 同时包含……', ''].join('\n');

  it('adds the stamp as the last front matter line and changes nothing else', async () => {
    const stamped = stampFrontMatter(page, '0123456789ab');
    expect(stamped).toBe(
      [
        '---',
        'title: 许可',
        'sidebar_label: 许可',
        'translated_from: "0123456789ab"',
        '---',
        '',
        'MUI X 同时包含……',
        '',
      ].join('\n'),
    );
    const { frontMatter, content } = await readFrontMatter(stamped, 'licensing.md');
    expect(frontMatter).toEqual({ title: '许可', sidebar_label: '许可', translated_from: '0123456789ab' });
    expect(content.trim()).toBe('MUI X 同时包含……');
  });

  it('keeps a hash made of digits a string', async () => {
    const { frontMatter } = await readFrontMatter(stampFrontMatter(page, '123456789012'), 'licensing.md');
    expect(frontMatter.translated_from).toBe('123456789012');
  });

  it('replaces an existing stamp in place', () => {
    const once = stampFrontMatter(page, 'aaaaaaaaaaaa');
    const twice = stampFrontMatter(once, 'bbbbbbbbbbbb');
    expect(twice).toBe(once.replace('aaaaaaaaaaaa', 'bbbbbbbbbbbb'));
    expect(stampFrontMatter(twice, 'bbbbbbbbbbbb')).toBe(twice);
  });

  it('keeps CRLF line endings', () => {
    const crlf = page.replace(/\n/g, '\r\n');
    const stamped = stampFrontMatter(stampFrontMatter(crlf, 'aaaaaaaaaaaa'), 'bbbbbbbbbbbb');
    expect(stamped).toBe(stampFrontMatter(page, 'bbbbbbbbbbbb').replace(/\n/g, '\r\n'));
  });

  it('gives a file without front matter one', async () => {
    const stamped = stampFrontMatter('# 许可\n', 'abcdefabcdef');
    const { frontMatter, content } = await readFrontMatter(stamped, 'licensing.md');
    expect(frontMatter).toEqual({ translated_from: 'abcdefabcdef' });
    expect(content.trim()).toBe('# 许可');
  });

  it('handles an empty front matter block', async () => {
    const { frontMatter } = await readFrontMatter(
      stampFrontMatter('---\n---\nText\n', 'abcdefabcdef'),
      'a.md',
    );
    expect(frontMatter).toEqual({ translated_from: 'abcdefabcdef' });
  });

  it('refuses a value that is not a hex hash', () => {
    expect(() => stampFrontMatter(page, 'abc"\nslug: /evil')).toThrow(StampError);
  });
});

describe('docTranslations', () => {
  const english: Record<string, string> = {
    'docs/introduction/licensing.md': '# Licensing\n',
    'docs/introduction/support.md': '# Support\n',
    'docs/introduction/roadmap.md': '# Roadmap\n',
  };
  const read = (path: string) => english[path] ?? null;
  const zh = (path: string) => `i18n/zh/docusaurus-plugin-content-docs/current/introduction/${path}`;

  it('gives each translated doc its English source and state, and skips English docs', () => {
    const docs = [
      {
        source: zh('licensing.md'),
        frontMatter: { translated_from: sourceHash('# Licensing\n') },
        permalink: '/x/zh/introduction/licensing',
      },
      {
        source: zh('support.md'),
        frontMatter: { translated_from: sourceHash('# Support (old)\n') },
        permalink: '/x/zh/introduction/support',
      },
      { source: zh('roadmap.md'), frontMatter: {}, permalink: '/x/zh/introduction/roadmap' },
      { source: 'docs/introduction/overview.md', frontMatter: {}, permalink: '/x/zh/introduction/overview' },
    ];
    expect(docTranslations(docs, read).map(({ englishSource, state }) => [englishSource, state])).toEqual([
      ['docs/introduction/licensing.md', 'up-to-date'],
      ['docs/introduction/support.md', 'outdated'],
      ['docs/introduction/roadmap.md', 'unstamped'],
    ]);
  });

  it('skips a translation whose English source is gone', () => {
    const docs = [{ source: zh('removed.md'), frontMatter: {}, permalink: '/x/zh/introduction/removed' }];
    expect(docTranslations(docs, read)).toEqual([]);
  });
});

describe('englishPermalink', () => {
  it('swaps the locale base URL for the default one', () => {
    expect(englishPermalink('/x/zh/introduction/licensing', '/x/zh/', '/x/')).toBe(
      '/x/introduction/licensing',
    );
    expect(englishPermalink('/x/zh/v7/introduction/overview', '/x/zh/', '/x/')).toBe(
      '/x/v7/introduction/overview',
    );
  });

  it('leaves a path of the default locale as it is', () => {
    expect(englishPermalink('/x/introduction/licensing', '/x/', '/x/')).toBe('/x/introduction/licensing');
  });
});
