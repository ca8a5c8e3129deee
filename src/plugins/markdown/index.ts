/**
 * The Markdown plugin: after the build, writes every doc page of every
 * version of the locale being built as Markdown next to its HTML
 * (`/x/react-date-pickers/date-picker/` → `/x/react-date-pickers/date-picker.md`,
 * see paths.ts), converted from its MD/MDX source (convert.ts), and the
 * llmstxt.org files of each version:
 *
 * - `<version>/llms.txt`: the products, and the site-wide pages by sidebar group;
 * - `<version>/<product>/llms.txt`: the product's pages by sidebar section, each
 *   link with the page's description;
 * - `<version>/<product>/llms-full.txt`: every guide page of the product, whole.
 *
 * In a locale other than the default one, a translated page gets its own
 * Markdown; a page shown in English (not translated, and every API page) gets a
 * short file that points to the English page's Markdown, and the locale's
 * llms.txt, the "Copy page" action and the page's `<link rel="alternate">` go
 * straight to the English Markdown. llms-full.txt holds every guide page
 * whole in both cases.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { guidesByApi } from '../../content/manifest';
import { productOf } from '../../content/page';
import type { ApiUse } from '../../content/imports';
import { PRODUCTS, type Product, type ProductId } from '../../data/products';
import { API_VERSIONS, apiDataDir } from '../../data/apiReference';
import { fillText, llmsText, type LlmsText } from '../../data/llmsText';
import { SITE_VERSIONS } from '../../data/versions';
import { pageMarkdown, MarkdownError } from './convert';
import { LinkResolver, type SiteDoc, type SiteUrls } from './links';
import {
  llmsFullTxt,
  llmsTxt,
  sidebarPlaces,
  sidebarSections,
  type LlmsLink,
  type SidebarItem,
  type SidebarPlace,
} from './llms';
import { LLMS_FILE, LLMS_FULL_FILE } from './names';
import { isUntranslated, ownMarkdownPath } from './paths';
import { serialize } from './convert';
import { heading, link, paragraph, text } from './mdast';
import { translator, type Translator } from './text';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const MARKDOWN_PLUGIN = 'x-docs-markdown';

interface PluginDoc extends SiteDoc {
  product: ProductId | null;
  api: boolean;
  unlisted: boolean;
}

interface VersionInput {
  name: string;
  label: string;
  /** URL path of the version's root, with the trailing slash. */
  path: string;
  isLast: boolean;
  docs: PluginDoc[];
  places: SidebarPlace[];
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

function collectVersions(content: LoadedContent, siteDir: string): VersionInput[] {
  return content.loadedVersions.map((version) => ({
    name: version.versionName,
    label: version.label,
    path: withSlash(version.path),
    // The current docs, also in the archive part of the build, where Docusaurus calls v7 the last version.
    isLast: version.versionName === 'current',
    docs: version.docs.map((doc) => {
      const sourcePath = doc.source.replace(/^@site\//, `${siteDir}/`);
      const frontMatter = doc.frontMatter as Record<string, unknown>;
      return {
        id: doc.id,
        version: version.versionName,
        permalink: withSlash(doc.permalink),
        slug: doc.slug,
        source: doc.source,
        sourcePath,
        title: doc.title,
        description: doc.description,
        product: productOf(frontMatter, doc.permalink, doc.source),
        api: frontMatter.api === true,
        unlisted: doc.unlisted,
      };
    }),
    places: Object.values(version.sidebars as Record<string, SidebarItem[]>).flatMap((items) =>
      sidebarPlaces(items),
    ),
  }));
}

/** A file of the build: its URL path and its text. */
interface OutputFile {
  path: string;
  text: string;
}

interface Converted {
  doc: PluginDoc;
  markdown: string;
  uses: ApiUse[];
}

class SiteMarkdown {
  readonly links: LinkResolver;
  private readonly text: LlmsText;
  private readonly t: Translator;
  private readonly converted = new Map<string, Converted>();
  /** Per version (`current`, `7.x`): the guides that use each API name. */
  private guides = new Map<string, Map<string, { title: string; permalink: string }[]>>();
  private readonly apiNames = new Map<string, string>();

  constructor(
    private readonly versions: readonly VersionInput[],
    private readonly urls: SiteUrls,
    private readonly context: LoadContext,
  ) {
    this.links = new LinkResolver(
      versions.flatMap((version) => version.docs),
      urls,
      context.siteDir,
    );
    this.text = llmsText(urls.current);
    this.t = translator(context.codeTranslations);
  }

  private untranslated(doc: SiteDoc): boolean {
    return isUntranslated(doc, this.urls);
  }

  private apiGuides(product: string, slug: string, version: string) {
    const key = `${version}/${product}/${slug}`;
    let name = this.apiNames.get(key);
    if (name === undefined) {
      const file = join(this.context.siteDir, apiDataDir(version), product, `${slug}.json`);
      name = (JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name;
      this.apiNames.set(key, name);
    }
    return (this.guides.get(version)?.get(`${product}/${name}`) ?? []).map((guide) => {
      const doc = this.links.docAt(guide.permalink);
      return { title: guide.title, url: doc ? this.links.markdownUrl(doc) : guide.permalink };
    });
  }

  private async convert(doc: PluginDoc): Promise<void> {
    const page = await pageMarkdown(doc, {
      siteDir: this.context.siteDir,
      t: this.t,
      text: this.text,
      resolveLink: (url, file) => this.links.resolve(url, file),
      apiGuides: (product, slug, version) => this.apiGuides(product, slug, version),
    });
    this.converted.set(doc.sourcePath + doc.version, { doc, markdown: page.markdown, uses: page.uses });
  }

  /**
   * Converts the pages: guides first (their imports give the API pages their
   * "Used in guides"), then the API pages. An API page shown in English in
   * another locale is not converted: its file points to the English one.
   */
  async convertAll(): Promise<void> {
    const docs = this.versions.flatMap((version) => version.docs);
    for (const doc of docs.filter((candidate) => !candidate.api)) await this.convert(doc);
    const guidePages = [...this.converted.values()].map(({ doc, uses }) => ({
      api: false,
      version: doc.version,
      uses,
      title: doc.title,
      permalink: doc.permalink,
    }));
    this.guides = new Map(API_VERSIONS.map((version) => [version, guidesByApi(guidePages, version)]));
    for (const doc of docs.filter((candidate) => candidate.api && !this.untranslated(candidate))) {
      await this.convert(doc);
    }
  }

  private markdownOf(doc: PluginDoc): string | undefined {
    return this.converted.get(doc.sourcePath + doc.version)?.markdown;
  }

  /** The page's own Markdown file: the page, or a pointer to the English page. */
  private async pageFile(doc: PluginDoc): Promise<OutputFile> {
    const path = ownMarkdownPath(doc);
    if (!this.untranslated(doc)) {
      const markdown = this.markdownOf(doc);
      if (markdown === undefined) throw new MarkdownError(doc.source, 'it was not converted.');
      return { path, text: markdown };
    }
    const english = this.links.markdownUrl(doc);
    const [before = '', after = ''] = this.text.untranslated.split('{url}');
    const pointer = await serialize({
      type: 'root',
      children: [
        heading(1, text(doc.title)),
        paragraph(text(before), link(english, text(english)), text(after)),
      ],
    });
    return { path, text: pointer };
  }

  private summaryOf(version: VersionInput, product: Product | null): string {
    const home = this.links.docAt(`${version.path}${product ? product.path.slice(1) : ''}`);
    if (version.isLast || !home?.description) {
      return product ? this.text.productSummary[product.id] : this.text.siteSummary;
    }
    return home.description;
  }

  /** A title, with the version's label for an archived version. */
  private versioned(version: VersionInput, title: string): string {
    return version.isLast ? title : `${title} ${version.label}`;
  }

  private details(version: VersionInput): string[] {
    return version.isLast ? [] : [fillText(this.text.archivedVersion, { version: version.label })];
  }

  private link(doc: PluginDoc): LlmsLink {
    return { title: doc.title, url: this.links.markdownUrl(doc), description: doc.description };
  }

  private url(path: string): string {
    return `${this.urls.url}${path}`;
  }

  private productFiles(version: VersionInput, product: Product): OutputFile[] {
    const docs = version.docs.filter((doc) => doc.product === product.id && !doc.unlisted);
    if (docs.length === 0) return [];
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    const home = this.links.docAt(`${version.path}${product.path.slice(1)}`);
    const group = version.places.find((place) => place.id === home?.id)?.categories[0] ?? null;
    const placed = new Set(version.places.map((place) => place.id));
    const sections = sidebarSections(
      version.places,
      group,
      (id) => {
        const doc = byId.get(id);
        return doc ? this.link(doc) : null;
      },
      { title: this.text.otherPages, ids: docs.filter((doc) => !placed.has(doc.id)).map((doc) => doc.id) },
    );
    const title = this.versioned(version, fillText(this.text.productTitle, { product: product.name }));
    const summary = this.summaryOf(version, product);
    const folder = `${version.path}${product.guideSegment}/`;
    const fullUrl = this.url(`${folder}${LLMS_FULL_FILE}`);
    const guideOrder = sections.flatMap((section) => section.links.map((entry) => entry.url));
    const guides = docs
      .filter((doc) => !doc.api)
      .sort((a, b) => {
        const rank = (doc: PluginDoc) => {
          const index = guideOrder.indexOf(this.links.markdownUrl(doc));
          return index < 0 ? Number.MAX_SAFE_INTEGER : index;
        };
        return rank(a) - rank(b);
      });
    return [
      {
        path: `${folder}${LLMS_FILE}`,
        text: llmsTxt({
          title,
          summary,
          details: [
            ...this.details(version),
            `${this.text.fullText}: ${fullUrl} (${this.text.fullTextDescription}).`,
          ],
          sections,
        }),
      },
      {
        path: `${folder}${LLMS_FULL_FILE}`,
        text: llmsFullTxt(
          { title, summary },
          guides.map((doc) => this.markdownOf(doc) ?? ''),
        ),
      },
    ];
  }

  private siteFile(version: VersionInput): OutputFile {
    const products = PRODUCTS.filter((product) =>
      version.docs.some((doc) => doc.product === product.id && !doc.unlisted),
    );
    const siteDocs = new Map(
      version.docs.filter((doc) => doc.product === null && !doc.unlisted).map((doc) => [doc.id, doc]),
    );
    const placed = new Set(version.places.map((place) => place.id));
    const sections = sidebarSections(
      version.places,
      null,
      (id) => {
        const doc = siteDocs.get(id);
        return doc ? this.link(doc) : null;
      },
      { title: this.text.otherPages, ids: [...siteDocs.keys()].filter((id) => !placed.has(id)) },
    );
    const productLinks = products.flatMap((product): LlmsLink[] => {
      const folder = `${version.path}${product.guideSegment}/`;
      return [
        {
          title: product.name,
          url: this.url(`${folder}${LLMS_FILE}`),
          description: this.summaryOf(version, product),
        },
        {
          title: `${product.name} — ${this.text.fullText}`,
          url: this.url(`${folder}${LLMS_FULL_FILE}`),
          description: this.text.fullTextDescription,
        },
      ];
    });
    return {
      path: `${version.path}${LLMS_FILE}`,
      text: llmsTxt({
        title: this.versioned(version, this.text.siteTitle),
        summary: this.summaryOf(version, null),
        details: this.details(version),
        sections: [{ title: this.text.products, links: productLinks }, ...sections],
        // Every other version of the site, those of the other build part too (src/navigation/buildParts.ts).
        optional: SITE_VERSIONS.filter((other) => other.name !== version.name).map((other) => ({
          title: fillText(this.text.version, { version: other.label }),
          url: this.url(`${withSlash(`${this.context.baseUrl}${other.path}`)}${LLMS_FILE}`),
        })),
      }),
    };
  }

  async files(): Promise<OutputFile[]> {
    const files: OutputFile[] = [];
    for (const version of this.versions) {
      for (const doc of version.docs) files.push(await this.pageFile(doc));
      files.push(this.siteFile(version));
      for (const product of PRODUCTS) files.push(...this.productFiles(version, product));
    }
    return files;
  }
}

export default function markdownPlugin(context: LoadContext): Plugin {
  let docs: LoadedContent | undefined;
  return {
    name: MARKDOWN_PLUGIN,

    // Only kept here: the pages are read in postBuild, where they are used (the dev server never runs it).
    allContentLoaded({ allContent }) {
      docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
    },

    async postBuild({ outDir }) {
      const started = performance.now();
      const versions: VersionInput[] = docs ? collectVersions(docs, context.siteDir) : [];
      const { i18n, baseUrl, siteConfig } = context;
      const localeConfig = i18n.localeConfigs[i18n.currentLocale];
      const defaultConfig = i18n.localeConfigs[i18n.defaultLocale];
      const origin = (url: string | undefined) => (url ?? siteConfig.url).replace(/\/+$/, '');
      const site = new SiteMarkdown(
        versions,
        {
          current: i18n.currentLocale,
          default: i18n.defaultLocale,
          baseUrl,
          defaultBaseUrl: defaultConfig?.baseUrl ?? siteConfig.baseUrl,
          url: origin(localeConfig?.url),
          defaultUrl: origin(defaultConfig?.url),
        },
        context,
      );
      await site.convertAll();
      const files = await site.files();
      await Promise.all(
        files.map(async (file) => {
          if (!file.path.startsWith(baseUrl)) {
            throw new Error(`${MARKDOWN_PLUGIN}: ${file.path} is outside the base URL ${baseUrl}.`);
          }
          const target = join(outDir, file.path.slice(baseUrl.length));
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, file.text);
        }),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[${MARKDOWN_PLUGIN}] ${files.length} Markdown and llms.txt files in ${seconds} s`);
    },
  };
}
