/**
 * The notices at the top of a doc in a translated build:
 * - a translated page that may be outdated: its English source changed since
 *   the translation was stamped, or the translation records no stamp
 *   (src/content/translation.ts); it links to the English page;
 * - a guide that has no translation yet, so the reader gets its English text;
 *   it links to the translators' guide (src/data/site.ts). Generated API
 *   reference pages are left out: they are not translated (README, "Translating").
 * The content plugin decides at build time and lists those pages in its global
 * data; this component only looks the current doc up there.
 */
import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { TranslationGlobalData } from '@site/src/content/translation';
import { translatorsGuideUrl } from '@site/src/data/site';
import { useSiteSettings } from '@site/src/data/siteSettings';

/** Name of the content plugin (src/plugins/content), whose global data lists the outdated pages. */
export const CONTENT_PLUGIN_NAME = 'x-docs-content';

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** The English page of an outdated translated doc, or null when the doc is up to date (or not a translation). */
export function outdatedEnglishPage(data: unknown, permalink: string): string | null {
  const outdated = (data as Partial<TranslationGlobalData> | undefined)?.outdatedTranslations;
  // Not Object.hasOwn: the browsers the site supports include some without it.
  const english = outdated && has(outdated, permalink) ? outdated[permalink] : undefined;
  return typeof english === 'string' ? english : null;
}

/**
 * Whether a doc of a translated build shows English because it has no
 * translation. False in the default locale's build (no list) and for API pages.
 */
export function isUntranslatedGuide(
  data: unknown,
  permalink: string,
  frontMatter: { api?: unknown },
): boolean {
  const translated = (data as Partial<TranslationGlobalData> | undefined)?.translatedPages;
  if (!Array.isArray(translated) || frontMatter.api === true) return false;
  return !translated.includes(permalink);
}

export function TranslationNotice({ englishUrl }: { englishUrl: string }): ReactNode {
  return (
    <div
      className="alert alert--warning margin-bottom--md"
      role="note"
      data-translation-notice=""
      data-search-ignore=""
    >
      <Translate
        id="translation.outdated.message"
        description="Notice at the top of a translated page whose English source changed after it was translated"
      >
        This translation may be out of date: the English page may have changed since it was translated.
      </Translate>{' '}
      {/* A plain link: the English page belongs to another locale build, outside this single-page app. */}
      <a href={englishUrl} hrefLang="en">
        <Translate
          id="translation.outdated.link"
          description="Link from the outdated-translation notice to the same page in English"
        >
          Read the English page
        </Translate>
      </a>
    </div>
  );
}

export function UntranslatedNotice({ guideUrl }: { guideUrl: string }): ReactNode {
  return (
    <div
      className="alert alert--info margin-bottom--md"
      role="note"
      data-untranslated-notice=""
      data-search-ignore=""
    >
      <Translate
        id="translation.untranslated.message"
        description="Notice at the top of a page of a translated build that has no translation yet, above its English text"
      >
        This page has not been translated yet: below is the English original.
      </Translate>{' '}
      <a href={guideUrl}>
        <Translate
          id="translation.untranslated.link"
          description="Link from the untranslated-page notice to the guide for translators"
        >
          How to help translate
        </Translate>
      </a>
    </div>
  );
}

/** The notice for the current doc: outdated translation, untranslated guide, or none. */
export default function DocTranslationNotice(): ReactNode {
  const { metadata, frontMatter } = useDoc();
  const data = usePluginData(CONTENT_PLUGIN_NAME);
  const { demoSourceBaseUrl } = useSiteSettings();
  const english = outdatedEnglishPage(data, metadata.permalink);
  if (english) return <TranslationNotice englishUrl={english} />;
  if (isUntranslatedGuide(data, metadata.permalink, frontMatter as Record<string, unknown>)) {
    return <UntranslatedNotice guideUrl={translatorsGuideUrl(demoSourceBaseUrl)} />;
  }
  return null;
}
