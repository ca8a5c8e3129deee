/**
 * The notice at the top of a translated page that may be outdated: its
 * English source changed since the translation was stamped, or the
 * translation records no stamp (src/content/translation.ts). The content
 * plugin decides at build time and lists those pages in its global data;
 * this component only looks the current doc up there.
 */
import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { TranslationGlobalData } from '@site/src/content/translation';

/** Name of the content plugin (src/plugins/content), whose global data lists the outdated pages. */
export const CONTENT_PLUGIN_NAME = 'x-docs-content';

/** The English page of an outdated translated doc, or null when the doc is up to date (or not a translation). */
export function outdatedEnglishPage(data: unknown, permalink: string): string | null {
  const outdated = (data as Partial<TranslationGlobalData> | undefined)?.outdatedTranslations;
  // Not Object.hasOwn: the browsers the site supports include some without it.
  const english =
    outdated && Object.prototype.hasOwnProperty.call(outdated, permalink) ? outdated[permalink] : undefined;
  return typeof english === 'string' ? english : null;
}

export function TranslationNotice({ englishUrl }: { englishUrl: string }): ReactNode {
  return (
    <div className="alert alert--warning margin-bottom--md" role="note" data-translation-notice="">
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

/** The notice for the current doc, when the build found its translation outdated. */
export default function DocTranslationNotice(): ReactNode {
  const { metadata } = useDoc();
  const english = outdatedEnglishPage(usePluginData(CONTENT_PLUGIN_NAME), metadata.permalink);
  return english ? <TranslationNotice englishUrl={english} /> : null;
}
