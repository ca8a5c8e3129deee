/** @jest-environment node */
/**
 * The content plugin tells the client which translations may be outdated:
 * from the docs as the docs plugin hands them over (`@site/…` sources,
 * permalinks without the trailing slash), it compares each translation's
 * stamp with its English file and gives the pages that changed, with their
 * English page, as global data — what src/components/TranslationNotice reads
 * with the doc's own permalink. The site check (scripts/siteCheck) compares
 * the notices of a real build with the stamps.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LoadContext, PluginContentLoadedActions } from '@docusaurus/types';
import { sourceHash } from '../../content/translation';
import contentPlugin from '.';

const ENGLISH = {
  licensing: '# Licensing\n\nThree plans.\n',
  support: '# Support\n\nWhere to ask.\n',
};
const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current/introduction';

let siteDir: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(siteDir, path)), { recursive: true });
  writeFileSync(join(siteDir, path), text);
}

beforeEach(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'content-plugin-'));
  write('docs/introduction/licensing.md', ENGLISH.licensing);
  write('docs/introduction/support.md', ENGLISH.support);
  // Both stamped with their English; then the English licensing page changes.
  write(`${ZH}/licensing.md`, `---\ntranslated_from: "${sourceHash(ENGLISH.licensing)}"\n---\n\n# 许可\n`);
  write(`${ZH}/support.md`, `---\ntranslated_from: "${sourceHash(ENGLISH.support)}"\n---\n\n# 支持\n`);
  write('docs/introduction/licensing.md', `${ENGLISH.licensing}\nA paragraph added later.\n`);
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

/** A Chinese build's context, as Docusaurus gives it to plugins. */
function zhContext(): LoadContext {
  return {
    siteDir,
    baseUrl: '/x/zh/',
    siteConfig: { baseUrl: '/x/', trailingSlash: true },
    i18n: {
      currentLocale: 'zh',
      defaultLocale: 'en',
      localeConfigs: { en: { baseUrl: '/x/' }, zh: { baseUrl: '/x/zh/' } },
    },
  } as unknown as LoadContext;
}

/** A translated doc as the docs plugin loads it. */
function doc(name: 'licensing' | 'support', frontMatter: Record<string, unknown>) {
  return {
    id: `introduction/${name}`,
    source: `@site/${ZH}/${name}.md`,
    permalink: `/x/zh/introduction/${name}`,
    title: name,
    description: name,
    frontMatter,
  };
}

it('gives the client the translations whose English changed since their stamp, with their English page', async () => {
  const plugin = contentPlugin(zhContext());
  const setGlobalData = jest.fn();
  const actions = { setGlobalData, createData: jest.fn() } as unknown as PluginContentLoadedActions;
  const docs = [
    doc('licensing', { translated_from: sourceHash(ENGLISH.licensing) }),
    doc('support', { translated_from: sourceHash(ENGLISH.support) }),
  ];
  const allContent = {
    'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ versionName: 'current', docs }] } },
  };
  await plugin.allContentLoaded?.({ allContent, actions } as never);
  expect(setGlobalData).toHaveBeenCalledWith({
    outdatedTranslations: { '/x/zh/introduction/licensing': '/x/introduction/licensing/' },
    translatedPages: ['/x/zh/introduction/licensing', '/x/zh/introduction/support'],
  });
});
