import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadContext, Props } from '@docusaurus/types';
import pwaManifestPlugin from '.';
import { buildManifest } from './manifest';

describe('buildManifest', () => {
  it('describes the English site with relative URLs', () => {
    const manifest = buildManifest('en');
    expect(manifest).toMatchObject({ lang: 'en', start_url: './', scope: './', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', 'any']);
    for (const icon of manifest.icons) {
      expect(icon.src.startsWith('/')).toBe(false);
    }
  });

  it('describes the Chinese site in Chinese', () => {
    const manifest = buildManifest('zh');
    expect(manifest.lang).toBe('zh-CN');
    expect(manifest.name).toMatch(/文档/);
  });

  it('falls back to English for a locale without text', () => {
    expect(buildManifest('fr').lang).toBe('en');
  });
});

describe('pwaManifestPlugin', () => {
  it('writes manifest.json into the locale build', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'manifest-'));
    try {
      const context = {
        i18n: { currentLocale: 'zh', localeConfigs: { zh: { direction: 'ltr' } } },
      } as unknown as LoadContext;
      const postBuild = pwaManifestPlugin(context).postBuild as (
        props: Pick<Props, 'outDir'>,
      ) => Promise<void>;
      await postBuild({ outDir });
      const written = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
      expect(written).toEqual(buildManifest('zh'));
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
