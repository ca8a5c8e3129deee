/**
 * Links in the Markdown pages, made absolute. A link to a doc — by file
 * (`./editing/index.mdx`, `/introduction/licensing.md`) or by URL
 * (`/api/data-grid/data-grid/`) — goes to that page's Markdown, as
 * Docusaurus would resolve it for the HTML page: files inside the linking
 * page's version (a translation's links find translated files first, then
 * the English ones), URLs under the locale's base URL. Anything else keeps
 * its address, made absolute.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { contentRoot } from '../content/relativeLinks';
import { isUntranslated, pageMarkdownPath, type MarkdownLocale } from './paths';
import { MarkdownError } from './scope';

/** A doc of the locale being built, as the writer sees it. */
export interface SiteDoc {
  id: string;
  version: string;
  /** URL path with the base URL (with or without the trailing slash). */
  permalink: string;
  slug: string;
  /** Source with the `@site/` alias, as the docs plugin gives it. */
  source: string;
  /** Absolute path of the source file. */
  sourcePath: string;
  title: string;
  description: string;
}

export interface SiteUrls extends MarkdownLocale {
  /** Origin of the current locale, without a trailing slash: `https://mui.com`. */
  url: string;
  /** Origin of the default locale. */
  defaultUrl: string;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export class LinkResolver {
  private readonly byPermalink = new Map<string, SiteDoc>();
  private readonly byFile = new Map<string, SiteDoc>();
  private readonly byContentPath = new Map<string, SiteDoc>();

  constructor(
    docs: readonly SiteDoc[],
    private readonly urls: SiteUrls,
    private readonly siteDir: string,
  ) {
    for (const doc of docs) {
      this.byPermalink.set(withSlash(doc.permalink), doc);
      this.byFile.set(doc.sourcePath, doc);
      const root = contentRoot(doc.sourcePath, siteDir);
      if (root) this.byContentPath.set(this.contentKey(doc.version, doc.sourcePath, root), doc);
    }
  }

  private contentKey(version: string, file: string, root: string): string {
    return `${version}\0${relative(root, file).split(sep).join('/')}`;
  }

  /** The Markdown a reader gets for a doc: its own, or the English page's when it is not translated. */
  markdownUrl(doc: SiteDoc): string {
    const origin = isUntranslated(doc, this.urls) ? this.urls.defaultUrl : this.urls.url;
    return `${origin}${pageMarkdownPath(doc, this.urls)}`;
  }

  /** The doc served at a URL path, if any. */
  docAt(path: string): SiteDoc | undefined {
    return this.byPermalink.get(withSlash(path));
  }

  /** The doc built from a source file. */
  docOf(file: string): SiteDoc | undefined {
    return this.byFile.get(file);
  }

  /** `url` as written in `file`, made absolute (see the module comment). */
  resolve(url: string, file: string): string {
    if (EXTERNAL.test(url)) return url;
    const page = this.byFile.get(file);
    const where = relative(this.siteDir, file);
    if (!page) throw new MarkdownError(where, `it is not a page of this build.`);
    const [, path = '', hash = ''] = /^([^?#]*)((?:[?#].*)?)$/.exec(url) ?? [];
    if (path === '') return `${this.markdownUrl(page)}${hash}`;
    if (/\.mdx?$/.test(path)) {
      const root = contentRoot(file, this.siteDir);
      const docsRoot = root ?? this.siteDir;
      const target = path.startsWith('/')
        ? resolve(docsRoot, decodeURI(path.slice(1)))
        : resolve(dirname(file), decodeURI(path));
      // A translation's relative link may name an English file: look the path up in the version.
      const doc =
        this.byFile.get(target) ?? this.byContentPath.get(this.contentKey(page.version, target, docsRoot));
      if (!doc)
        throw new MarkdownError(where, `the link ${url} leads to no page of version ${page.version}.`);
      return `${this.markdownUrl(doc)}${hash}`;
    }
    const pagePath = new URL(path, `http://site${withSlash(page.permalink)}`).pathname;
    const absolute = pagePath.startsWith(this.urls.baseUrl)
      ? pagePath
      : `${this.urls.baseUrl.replace(/\/$/, '')}${pagePath}`;
    const doc = this.docAt(absolute);
    return doc ? `${this.markdownUrl(doc)}${hash}` : `${this.urls.url}${absolute}${hash}`;
  }
}
