/**
 * "Copy page" and "View as Markdown" under a doc page's title: the page's
 * Markdown, which the build writes next to its HTML (src/plugins/markdown),
 * copied to the clipboard (confirmed for 2 s, like a code block's copy) or
 * opened as a file. The page's `<head>` names the same file with
 * `<link rel="alternate" type="text/markdown">`, for tools that read HTML.
 * A page shown in English in another locale points to the English Markdown.
 * The Markdown exists only in a build, so `docusaurus start` shows neither.
 */
import { useCallback, useRef, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { copyLabel } from '@site/src/components/CopyToClipboard/CopyLabel';
import {
  CODE_BLOCK_COPY_CONFIRMATION_MS,
  useCopyToClipboard,
} from '@site/src/components/CopyToClipboard/useCopyToClipboard';
import { pageMarkdownPath } from '@site/src/plugins/markdown/paths';
import styles from './styles.module.css';

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.text();
}

function CopyIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
      />
    </svg>
  );
}

function MarkdownIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 5h18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v10h18V7H3zm2 8V9h2l2 2.5L11 9h2v6h-2v-3.4L9 14l-2-2.4V15H5zm12 0-3-3.5h2V9h2v2.5h2L17 15z"
      />
    </svg>
  );
}

/** The two actions for the Markdown at `markdownUrl`. */
export function PageMarkdownActions({ markdownUrl }: { markdownUrl: string }): ReactNode {
  const { status, copy } = useCopyToClipboard(CODE_BLOCK_COPY_CONFIRMATION_MS);
  const text = useRef<{ url: string; value: string } | null>(null);
  const loading = useRef<{ url: string; value: Promise<string> } | null>(null);

  /** Starts loading once (pointer over or focus on the button), so a click usually finds the text ready. */
  const load = useCallback((): Promise<string> => {
    if (loading.current?.url !== markdownUrl) {
      const value = fetchMarkdown(markdownUrl);
      loading.current = { url: markdownUrl, value };
      value.then(
        (loaded) => {
          if (loading.current?.value === value) text.current = { url: markdownUrl, value: loaded };
        },
        () => {
          // A failed load is tried again on the next click.
          if (loading.current?.value === value) loading.current = null;
        },
      );
    }
    return loading.current.value;
  }, [markdownUrl]);

  const prefetch = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);

  const onCopy = () => {
    const ready = text.current?.url === markdownUrl ? text.current.value : null;
    void copy(ready ?? load());
  };

  return (
    <div
      className={styles.actions}
      role="group"
      aria-label={translate({
        id: 'pageMarkdown.label',
        message: 'This page as Markdown',
        description: 'Name of the group of the "Copy page" and "View as Markdown" actions under a page title',
      })}
      data-page-markdown=""
      // Page controls, not page text: the search index leaves them out.
      data-search-ignore=""
    >
      <button
        type="button"
        className={styles.action}
        onClick={onCopy}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        data-status={status}
      >
        <CopyIcon />
        <span aria-live="polite" data-copy-status={status}>
          {status === 'idle'
            ? translate({
                id: 'pageMarkdown.copy',
                message: 'Copy page',
                description: 'Button that copies the whole page as Markdown to the clipboard',
              })
            : copyLabel(status)}
        </span>
      </button>
      <a className={styles.action} href={markdownUrl} type="text/markdown">
        <MarkdownIcon />
        {translate({
          id: 'pageMarkdown.view',
          message: 'View as Markdown',
          description: 'Link that opens the page as a Markdown file',
        })}
      </a>
    </div>
  );
}

/** The current doc's Markdown URL path: its own, or the English page's when it is not translated. */
export function useDocMarkdownUrl(): string {
  const { metadata } = useDoc();
  const { siteConfig, i18n } = useDocusaurusContext();
  return pageMarkdownPath(metadata, {
    current: i18n.currentLocale,
    default: i18n.defaultLocale,
    baseUrl: siteConfig.baseUrl,
    defaultBaseUrl: i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? siteConfig.baseUrl,
  });
}

/** The actions and the `<link rel="alternate">` of the current doc (builds only, see the module comment). */
export default function DocPageMarkdown(): ReactNode {
  const markdownUrl = useDocMarkdownUrl();
  if (process.env.NODE_ENV !== 'production') return null;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <PageMarkdownActions markdownUrl={markdownUrl} />
    </>
  );
}
