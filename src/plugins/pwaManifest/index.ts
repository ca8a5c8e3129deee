/**
 * Writes the web app manifest of each locale into that locale's build
 * (`build/manifest.json`, `build/zh/manifest.json`); the plugin-pwa head tag
 * links it relative to the locale's base URL, so no page links a missing file.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildManifest, MANIFEST_FILE } from './manifest';

export default function pwaManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'x-docs-pwa-manifest',
    async postBuild({ outDir }) {
      const { currentLocale, localeConfigs } = context.i18n;
      const direction = localeConfigs[currentLocale]?.direction ?? 'ltr';
      const manifest = buildManifest(currentLocale, direction);
      await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
