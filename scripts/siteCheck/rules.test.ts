/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ContentPage } from '../../src/content/page';
import { sourceHash } from '../../src/content/translation';
import { readPage } from './page';
import { checkPage, checkSite, resolve, type Problem, type Site } from './rules';
import { LOCALES, outdatedTranslations, urlPath } from './site';

const ORIGIN = 'http://127.0.0.1';

interface PageOptions {
  path: string;
  lang?: string | null;
  title?: string;
  description?: string | null;
  alternates?: boolean;
  body?: string;
  /** Appended after the page's root, where React streams boundaries' content. */
  tail?: string;
}

/** A built page as Docusaurus writes one, reduced to what the rules read. */
function html({
  path,
  lang = 'en',
  title = 'Editing | MUI X',
  description = 'Edit cells.',
  alternates = true,
  body = '',
  tail = '',
}: PageOptions): string {
  const rest = path.replace(/^\/x\/(zh\/)?/, '');
  const head = [
    `<title>${title}</title>`,
    description === null ? '' : `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${ORIGIN}${path}">`,
    alternates
      ? `<link rel="alternate" href="${ORIGIN}/x/${rest}" hreflang="en">` +
        `<link rel="alternate" href="${ORIGIN}/x/zh/${rest}" hreflang="zh-CN">` +
        `<link rel="alternate" href="${ORIGIN}/x/${rest}" hreflang="x-default">`
      : '',
  ].join('');
  const langAttribute = lang === null ? '' : ` lang="${lang}"`;
  return `<!doctype html><html${langAttribute}><head>${head}</head><body><div id="__docusaurus"><main><div class="theme-doc-markdown">${body}</div></main></div>${tail}</body></html>`;
}

const GOOD_BODY =
  '<h1>Editing</h1><p>Lead.</p><h2 id="cells">Cells</h2><h3 id="start">Start</h3><h2 id="rows">Rows</h2>' +
  '<img src="/x/img/logo.svg" alt="MUI X logo"><img src="/x/img/rule.svg" alt="">' +
  '<a href="/x/react-data-grid/editing/#rows">rows</a><a href="#cells">cells</a>' +
  '<a href="../sorting/">sorting</a><a href="https://mui.com/material-ui/">Material UI</a>';

function manifestEntry(permalink: string, extra: Partial<ContentPage> = {}): ContentPage {
  return {
    id: permalink,
    version: 'current',
    locale: permalink.startsWith('/x/zh/') ? 'zh' : 'en',
    permalink,
    source: permalink.startsWith('/x/zh/')
      ? `i18n/zh/docusaurus-plugin-content-docs/current${permalink.slice(5)}index.mdx`
      : `docs${permalink.slice(2)}index.mdx`,
    title: 'Page',
    description: 'A page.',
    product: 'data-grid',
    api: false,
    plan: null,
    markers: {},
    ads: true,
    demos: [],
    uses: [],
    ...extra,
  };
}

const demoEntry = (name: string) =>
  ({ name, file: `docs/react-data-grid/demos/${name}.tsx` }) as ContentPage['demos'][number];

const AD_SLOT = '<aside data-ad-slot=""></aside>';

/** A demo section whose live container holds server HTML. */
const demoSection = (name: string, inner = '<div class="MuiBox-root"><p>Rows: 3</p></div>') =>
  `<section data-demo="${name}" aria-label="Live demo"><div data-flavour="system"><div dir="ltr"><!--$-->${inner}<!--/$--></div></div></section>`;

interface Fixture {
  pages: PageOptions[];
  manifest?: ContentPage[];
  outdated?: Record<string, string>;
  files?: string[];
  sitemap?: string[];
}

/** The default site: an English and a Chinese page plus a neighbour, each in the manifest with an ad slot. */
function makeSite({
  pages,
  manifest,
  outdated = {},
  files = ['/x/img/logo.svg', '/x/img/rule.svg'],
  sitemap,
}: Fixture): Site {
  const all: PageOptions[] = [
    ...pages,
    ...['/x/react-data-grid/sorting/', '/x/zh/react-data-grid/sorting/']
      .filter((path) => !pages.some((page) => page.path === path))
      .map((path) => ({
        path,
        lang: path.startsWith('/x/zh/') ? 'zh-CN' : 'en',
        body: `<h1>Sorting</h1>${AD_SLOT}`,
      })),
  ];
  const facts = new Map(all.map((page) => [page.path, readPage(html(page), page.path)]));
  const entries = manifest ?? all.map((page) => manifestEntry(page.path));
  return {
    baseUrl: '/x/',
    origin: ORIGIN,
    productionOrigin: 'https://docs.example',
    locales: LOCALES,
    pages: facts,
    files: new Set(files),
    manifest: new Map(entries.map((entry) => [entry.permalink, entry])),
    outdated: new Map(Object.entries(outdated)),
    sitemap: sitemap ?? entries.map((entry) => `${ORIGIN}${entry.permalink}`),
  };
}

const EDITING = '/x/react-data-grid/editing/';
const ZH_EDITING = '/x/zh/react-data-grid/editing/';

/** Problems of the English editing page, with `body` (an ad slot is added unless `ads` is false). */
function problemsOf(
  options: Partial<PageOptions> & { ads?: boolean } = {},
  fixture: Partial<Fixture> = {},
): Problem[] {
  const { ads = true, ...page } = options;
  const path = page.path ?? EDITING;
  const body = `${page.body ?? GOOD_BODY}${ads ? AD_SLOT : ''}`;
  const other =
    path === ZH_EDITING
      ? [{ path: EDITING, body: `${GOOD_BODY}${AD_SLOT}` }]
      : [
          {
            path: ZH_EDITING,
            lang: 'zh-CN',
            body: `${GOOD_BODY.replace(/\/x\/react/g, '/x/zh/react')}${AD_SLOT}`,
          },
        ];
  const site = makeSite({ pages: [{ ...page, path, body }, ...other], ...fixture });
  const facts = site.pages.get(path);
  if (!facts) throw new Error(`no page ${path}`);
  return checkPage(facts, site);
}

const rules = (problems: Problem[]) => problems.map((problem) => problem.rule);

describe('a page that follows every rule', () => {
  it('has no problem, in English and in Chinese', () => {
    expect(problemsOf()).toEqual([]);
    expect(
      problemsOf({ path: ZH_EDITING, lang: 'zh-CN', body: GOOD_BODY.replace(/\/x\/react/g, '/x/zh/react') }),
    ).toEqual([]);
  });
});

describe('document rules', () => {
  it('lang: missing, or not the locale’s', () => {
    expect(problemsOf({ lang: null })).toEqual([{ rule: 'lang', message: '<html> has no lang' }]);
    expect(problemsOf({ lang: 'zh-CN' })).toEqual([{ rule: 'lang', message: 'lang="zh-CN", expected "en"' }]);
    expect(
      rules(
        problemsOf({ path: ZH_EDITING, lang: 'en', body: GOOD_BODY.replace(/\/x\/react/g, '/x/zh/react') }),
      ),
    ).toEqual(['lang']);
  });

  it('title and description: missing or empty', () => {
    expect(rules(problemsOf({ title: ' ' }))).toEqual(['title']);
    expect(rules(problemsOf({ description: null }))).toEqual(['description']);
    expect(rules(problemsOf({ description: '' }))).toEqual(['description']);
  });

  it('exactly one h1', () => {
    expect(problemsOf({ body: GOOD_BODY.replace('<h1>Editing</h1>', '') }).map((p) => p.message)).toEqual(
      expect.arrayContaining(['0 h1 elements']),
    );
    expect(problemsOf({ body: `${GOOD_BODY}<h1>Again</h1>` })).toContainEqual({
      rule: 'h1',
      message: '2 h1 elements',
    });
  });

  it('heading levels: a skipped level is a problem, except inside a demo; going back up is fine', () => {
    expect(problemsOf({ body: `${GOOD_BODY}<h4>Deep</h4>` })).toEqual([
      { rule: 'headingOrder', message: 'h4 "Deep" follows h2' },
    ]);
    expect(problemsOf({ body: `<h2>First</h2>${GOOD_BODY}` }).map((p) => p.message)).toContain(
      'the first heading is h2 ("First"), not h1',
    );
    expect(
      problemsOf({ body: GOOD_BODY, ads: true }, { manifest: undefined }).filter(
        (p) => p.rule === 'headingOrder',
      ),
    ).toEqual([]);
    const withDemo = problemsOf(
      { body: `${GOOD_BODY}${demoSection('Rota', '<h6>Shift</h6><p>On call</p>')}` },
      {
        manifest: [
          manifestEntry(EDITING, { demos: [demoEntry('Rota')] }),
          manifestEntry(ZH_EDITING),
          manifestEntry('/x/react-data-grid/sorting/'),
          manifestEntry('/x/zh/react-data-grid/sorting/'),
        ],
      },
    );
    expect(withDemo).toEqual([]);
  });

  it('ids: a repeated id is a problem; the known MUI X server ids inside a demo are not', () => {
    expect(problemsOf({ body: `${GOOD_BODY}<p id="cells">again</p>` })).toEqual([
      { rule: 'uniqueIds', message: 'id "cells" is used 2 times' },
    ]);
    const demo = (name: string) => demoSection(name, '<ul role="tree"><li id="-inbox">Inbox</li></ul>');
    const manifest = [
      manifestEntry(EDITING, { demos: [demoEntry('TreeA'), demoEntry('TreeB')] }),
      manifestEntry(ZH_EDITING),
      manifestEntry('/x/react-data-grid/sorting/'),
      manifestEntry('/x/zh/react-data-grid/sorting/'),
    ];
    expect(problemsOf({ body: `${GOOD_BODY}${demo('TreeA')}${demo('TreeB')}` }, { manifest })).toEqual([]);
    expect(problemsOf({ body: `${GOOD_BODY}<li id="-inbox">a</li><li id="-inbox">b</li>` })).toEqual([
      { rule: 'uniqueIds', message: 'id "-inbox" is used 2 times' },
    ]);
  });

  it('images need an alt attribute (empty for a decorative one)', () => {
    expect(problemsOf({ body: `${GOOD_BODY}<img src="/x/img/logo.svg">` })).toEqual([
      { rule: 'alt', message: '<img src="/x/img/logo.svg"> has no alt attribute' },
    ]);
  });
});

describe('links', () => {
  it('a link to a page that was not built', () => {
    expect(problemsOf({ body: `${GOOD_BODY}<a href="/x/react-data-grid/no-such-page/">x</a>` })).toEqual([
      {
        rule: 'links',
        message: 'a "/x/react-data-grid/no-such-page/": no page or file at /x/react-data-grid/no-such-page/',
      },
    ]);
  });

  it('a broken anchor, on another page or on the same one', () => {
    expect(
      problemsOf({ body: `${GOOD_BODY}<a href="/x/react-data-grid/sorting/#no-such-heading">x</a>` }),
    ).toEqual([
      {
        rule: 'links',
        message:
          'a "/x/react-data-grid/sorting/#no-such-heading": /x/react-data-grid/sorting/ has no element with id "no-such-heading"',
      },
    ]);
    expect(rules(problemsOf({ body: `${GOOD_BODY}<a href="#nowhere">x</a>` }))).toEqual(['links']);
  });

  it('a missing file (image, script, stylesheet); a script link', () => {
    expect(problemsOf({ body: `${GOOD_BODY}<img src="/x/img/gone.png" alt="Gone">` })).toEqual([
      { rule: 'links', message: 'img "/x/img/gone.png": no page or file at /x/img/gone.png' },
    ]);
    expect(rules(problemsOf({ body: `${GOOD_BODY}<a href="javascript:void(0)">x</a>` }))).toEqual(['links']);
  });

  it('resolves relative links, encoded anchors and addresses without the trailing slash; leaves other sites alone', () => {
    const site = makeSite({ pages: [{ path: EDITING, body: '<h1>E</h1><h2 id="列">列</h2>' }] });
    expect(resolve('../sorting/', EDITING, site)).toMatchObject({ kind: 'page' });
    expect(resolve('#%E5%88%97', EDITING, site)).toMatchObject({ kind: 'page', fragment: '列' });
    expect(resolve('/x/react-data-grid/sorting', EDITING, site)).toMatchObject({ kind: 'page' });
    expect(resolve('https://github.com/mui/mui-x', EDITING, site)).toEqual({ kind: 'external' });
    expect(resolve('/', EDITING, site)).toEqual({ kind: 'external' });
    expect(resolve(`${ORIGIN}/x/nothing/`, EDITING, site)).toEqual({ kind: 'missing', path: '/x/nothing/' });
  });

  it('checks links to the production host under the base URL as links into this site', () => {
    const site = makeSite({ pages: [{ path: EDITING, body: '<h1>E</h1><h2 id="rows">Rows</h2>' }] });
    expect(resolve('https://docs.example/x/react-data-grid/editing/#rows', EDITING, site)).toMatchObject({
      kind: 'page',
      fragment: 'rows',
    });
    expect(resolve('https://docs.example/x/react-data-grid/editing/#cells', EDITING, site)).toEqual({
      kind: 'no-anchor',
      path: EDITING,
      fragment: 'cells',
    });
    expect(resolve('https://docs.example/material-ui/', EDITING, site)).toEqual({ kind: 'external' });
  });

  it('a redirect page must lead to a built page', () => {
    const site = makeSite({ pages: [] });
    const redirect = (to: string) =>
      readPage(`<html><head><meta http-equiv="refresh" content="0; url=${to}"></head></html>`, '/x/old/');
    expect(checkPage(redirect('/x/react-data-grid/sorting/'), site)).toEqual([]);
    expect(checkPage(redirect('/x/gone/'), site)).toEqual([
      { rule: 'links', message: 'redirects to "/x/gone/", which is not a built page' },
    ]);
  });
});

describe('canonical and alternate-language links', () => {
  it('every locale and x-default, each a built page', () => {
    expect(rules(problemsOf({ alternates: false }))).toEqual(['alternates', 'alternates', 'alternates']);
    const site = makeSite({ pages: [{ path: EDITING, body: `<h1>E</h1>${AD_SLOT}` }] });
    // No Chinese editing page in this site: the zh-CN alternate leads nowhere.
    const facts = site.pages.get(EDITING);
    expect(facts && checkPage(facts, site).filter((p) => p.rule === 'alternates')).toEqual([
      {
        rule: 'alternates',
        message: `alternate hreflang="zh-CN" "${ORIGIN}${ZH_EDITING}" is not a built page`,
      },
    ]);
  });
});

describe('the ad rule', () => {
  const site = (entry: Partial<ContentPage>, ads: boolean) => {
    const manifest = [
      manifestEntry(EDITING, entry),
      manifestEntry(ZH_EDITING),
      manifestEntry('/x/react-data-grid/sorting/'),
      manifestEntry('/x/zh/react-data-grid/sorting/'),
    ];
    return problemsOf({ ads }, { manifest }).filter((problem) => problem.rule === 'ads');
  };

  it('one slot on a page that allows ads, none on a Pro or Premium page or with ads: false', () => {
    expect(site({}, true)).toEqual([]);
    expect(site({}, false)).toEqual([
      { rule: 'ads', message: '0 ad slots on a page that allows ads, expected 1' },
    ]);
    expect(site({ plan: 'pro', ads: false }, true)).toEqual([
      { rule: 'ads', message: '1 ad slots on a pro page, expected 0' },
    ]);
    // Even if the manifest said otherwise, a Premium page gets no slot.
    expect(site({ plan: 'premium', ads: true }, true)).toEqual([
      { rule: 'ads', message: '1 ad slots on a premium page, expected 0' },
    ]);
    expect(site({ ads: false }, true)).toEqual([
      { rule: 'ads', message: '1 ad slots on a page with ads: false, expected 0' },
    ]);
    expect(site({ plan: 'pro', ads: false }, false)).toEqual([]);
  });

  it('no slot on a page outside the content manifest', () => {
    const manifest = [
      manifestEntry(ZH_EDITING),
      manifestEntry('/x/react-data-grid/sorting/'),
      manifestEntry('/x/zh/react-data-grid/sorting/'),
    ];
    expect(problemsOf({ ads: true }, { manifest }).filter((p) => p.rule === 'ads')).toEqual([
      { rule: 'ads', message: '1 ad slots on a page outside the content manifest, expected 0' },
    ]);
  });
});

describe('demos', () => {
  const withDemos = (body: string, names: string[]) => {
    const manifest = [
      manifestEntry(EDITING, { demos: names.map(demoEntry) }),
      manifestEntry(ZH_EDITING),
      manifestEntry('/x/react-data-grid/sorting/'),
      manifestEntry('/x/zh/react-data-grid/sorting/'),
    ];
    return (tail = '') =>
      problemsOf({ body: `${GOOD_BODY}${body}`, tail }, { manifest }).filter((p) => p.rule === 'demos');
  };

  it('every demo of the manifest, by name, with server HTML', () => {
    expect(withDemos(demoSection('Rota') + demoSection('Stock'), ['Rota', 'Stock'])()).toEqual([]);
    expect(withDemos(demoSection('Rota'), ['Rota', 'Stock'])()).toEqual([
      { rule: 'demos', message: 'demo Stock: 0 section[data-demo="Stock"], expected 1' },
    ]);
    expect(withDemos(demoSection('Rota') + demoSection('Extra'), ['Rota'])()).toEqual([
      { rule: 'demos', message: 'demo Extra is not in the content manifest' },
    ]);
    expect(withDemos(demoSection('Rota', '<style>.a{}</style>'), ['Rota'])()).toEqual([
      { rule: 'demos', message: 'demo Rota: its live container has no server HTML' },
    ]);
    expect(withDemos('<section data-demo="Rota"><p>no container</p></section>', ['Rota'])()).toEqual([
      { rule: 'demos', message: 'demo Rota: no live container' },
    ]);
  });

  it('reads server HTML React streamed out of line, and fails a boundary the server did not complete', () => {
    const pending = demoSection(
      'Rota',
      '<!--$?--><template id="B:0"></template><div class="loading"></div>',
    ).replace('<!--$--><!--$?-->', '<!--$?-->');
    const segment = '<div hidden id="S:0"><div class="MuiBox-root">Rows: 3</div></div>';
    const reveal = '<script>$RC("B:0","S:0")</script>';
    expect(withDemos(pending, ['Rota'])(`${segment}${reveal}`)).toEqual([]);
    expect(withDemos(pending, ['Rota'])(segment)).toEqual([
      { rule: 'demos', message: 'demo Rota: its live container has no server HTML' },
    ]);
    const errored = demoSection(
      'Rota',
      '<!--$!--><template data-msg="boom"></template><div class="loading"></div>',
    );
    expect(withDemos(errored, ['Rota'])()).toEqual([
      { rule: 'demos', message: 'demo Rota: its live container has no server HTML' },
    ]);
  });

  it('moves a streamed demo into its container, so its ids and headings count as the demo’s', () => {
    const page = readPage(
      html({
        path: EDITING,
        body: `<h1>E</h1>${demoSection('Rota', '<!--$?--><template id="B:1"></template><div></div>')}`.replace(
          '<!--$--><!--$?-->',
          '<!--$?-->',
        ),
        tail: '<div hidden id="S:4"><h6 id="-a">Shift</h6></div><script>$RC("B:1","S:4")</script>',
      }),
      EDITING,
    );
    expect(page.headings).toEqual([
      { level: 1, text: 'E', inDemo: false },
      { level: 6, text: 'Shift', inDemo: true },
    ]);
    expect(page.idsInDemos).toEqual(['-a']);
    expect(page.demos[0]?.serverElements).toBe(1);
  });
});

describe('the outdated-translation notice', () => {
  const notice = (href: string, hreflang = 'en') =>
    `<div class="alert" role="note" data-translation-notice="">此译文可能已过时 <a href="${href}" hreflang="${hreflang}">阅读英文原文</a></div>`;
  const zhBody = GOOD_BODY.replace(/\/x\/react/g, '/x/zh/react');
  const zh = (body: string, outdated: Record<string, string>) =>
    problemsOf({ path: ZH_EDITING, lang: 'zh-CN', body }, { outdated }).filter(
      (p) => p.rule === 'translationNotice',
    );

  it('shown, first in the content and linking to the English page, where the stamps say the translation is outdated', () => {
    expect(zh(`${notice(EDITING)}${zhBody}`, { [ZH_EDITING]: EDITING })).toEqual([]);
    expect(zh(zhBody, { [ZH_EDITING]: EDITING })).toEqual([
      {
        rule: 'translationNotice',
        message: '0 outdated-translation notices, expected 1 (the translation is outdated)',
      },
    ]);
    expect(zh(`${zhBody}${notice(EDITING)}`, { [ZH_EDITING]: EDITING })).toEqual([
      { rule: 'translationNotice', message: 'the notice is not the first element of the content' },
    ]);
    expect(
      zh(`${notice('/x/zh/react-data-grid/editing/', 'zh')}${zhBody}`, { [ZH_EDITING]: EDITING }),
    ).toHaveLength(2);
  });

  it('absent everywhere else', () => {
    expect(zh(`${notice(EDITING)}${zhBody}`, {})).toEqual([
      { rule: 'translationNotice', message: '1 outdated-translation notices, expected none' },
    ]);
  });
});

describe('the untranslated-page notice', () => {
  const notice = (first: boolean) => {
    const box =
      '<div class="alert" role="note" data-untranslated-notice="">本页尚未翻译成中文 <a href="https://example.com/README.md#translating">了解如何参与翻译</a></div>';
    const zhBody = GOOD_BODY.replace(/\/x\/react/g, '/x/zh/react');
    return first ? `${box}${zhBody}` : `${zhBody}${box}`;
  };
  const zh = (body: string, source: string) =>
    problemsOf(
      { path: ZH_EDITING, lang: 'zh-CN', body },
      { manifest: [manifestEntry(EDITING), manifestEntry(ZH_EDITING, { source })] },
    ).filter((p) => p.rule === 'untranslatedNotice');
  const english = 'docs/react-data-grid/editing.mdx';
  const translated = 'i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/editing.mdx';

  it('first in the content of a Chinese guide built from its English file', () => {
    expect(zh(notice(true), english)).toEqual([]);
    expect(zh(notice(false), english)).toEqual([
      {
        rule: 'untranslatedNotice',
        message: 'the untranslated-page notice is not the first element of the content',
      },
    ]);
    expect(zh(notice(true).replace(/<div class="alert"[^]*?<\/div>/, ''), english)).toEqual([
      {
        rule: 'untranslatedNotice',
        message: '0 untranslated-page notices, expected 1 (the page has no translation)',
      },
    ]);
  });

  it('absent from translated pages and English pages', () => {
    expect(zh(notice(true), translated)).toEqual([
      { rule: 'untranslatedNotice', message: '1 untranslated-page notices, expected none' },
    ]);
    expect(
      problemsOf({ body: `${notice(true)}`.replace(/\/x\/zh\/react/g, '/x/react') }).filter(
        (p) => p.rule === 'untranslatedNotice',
      ),
    ).toHaveLength(1);
  });
});

describe('the site as a whole', () => {
  it('every manifest page built, every sitemap URL a page, every manifest page in the sitemap', () => {
    const site = makeSite({
      pages: [{ path: EDITING, body: GOOD_BODY }],
      manifest: [manifestEntry(EDITING), manifestEntry('/x/react-data-grid/gone/')],
      sitemap: [`${ORIGIN}${EDITING}`, `${ORIGIN}/x/react-data-grid/elsewhere/`],
    });
    expect(checkSite(site)).toEqual([
      { rule: 'manifest', message: '/x/react-data-grid/gone/ is in the content manifest but was not built' },
      {
        rule: 'sitemap',
        message: `${ORIGIN}/x/react-data-grid/elsewhere/ is in the sitemap but is not a built page`,
      },
      { rule: 'sitemap', message: '/x/react-data-grid/gone/ (content manifest) is missing from the sitemap' },
    ]);
  });

  it('maps build files to the addresses they are served at', () => {
    expect(urlPath('index.html')).toBe('/x/');
    expect(urlPath('zh/react-data-grid/editing/index.html')).toBe('/x/zh/react-data-grid/editing/');
    expect(urlPath('404.html')).toBe('/x/404.html');
    expect(urlPath('assets/js/main.js')).toBe('/x/assets/js/main.js');
  });
});

describe('outdated translations, from the stamps and the English files', () => {
  let siteDir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(siteDir, path)), { recursive: true });
    writeFileSync(join(siteDir, path), text);
  };
  beforeEach(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'site-check-'));
  });
  afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

  it('lists a translation whose English changed since its stamp, or that has no stamp, with its English page', async () => {
    const english = '# Licensing\n\nThree plans.\n';
    write('docs/introduction/licensing.md', english);
    write('docs/introduction/support.md', '# Support\n');
    write('docs/introduction/roadmap.md', '# Roadmap\n');
    const zh = 'i18n/zh/docusaurus-plugin-content-docs/current/introduction';
    write(`${zh}/licensing.md`, `---\ntranslated_from: "${sourceHash(english)}"\n---\n# 许可\n`);
    write(
      `${zh}/support.md`,
      `---\ntranslated_from: "${sourceHash('# Support, before an edit\n')}"\n---\n# 支持\n`,
    );
    write(`${zh}/roadmap.md`, '# 路线图\n');
    const page = (name: string, translated = true) =>
      manifestEntry(`/x/zh/introduction/${name}/`, {
        locale: 'zh',
        source: translated ? `${zh}/${name}.md` : `docs/introduction/${name}.md`,
      });
    const outdated = await outdatedTranslations(
      [page('licensing'), page('support'), page('roadmap'), page('installation', false)],
      siteDir,
    );
    expect([...outdated]).toEqual([
      ['/x/zh/introduction/support/', '/x/introduction/support/'],
      ['/x/zh/introduction/roadmap/', '/x/introduction/roadmap/'],
    ]);
  });
});
