import { Fragment, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import CopyLabel from '@site/src/components/CopyToClipboard/CopyLabel';
import type { CopyStatus } from '@site/src/components/CopyToClipboard/useCopyToClipboard';
import { localFileSource } from './localFiles';
import styles from './localFiles.module.css';

interface Props {
  /** The demo's name, for analytics. */
  name: string;
  /** The local files the shown code imports, by path from the demo's file. */
  paths: readonly string[];
  /** The demo's folder from the site root, for the source links. */
  folder: string;
  /** Where source links point (a repository URL ending in `/`); none: the files are named only. */
  sourceBaseUrl: string | null;
  /** "Copy with data": copies the code and every local file (localFiles.ts). */
  copyStatus: CopyStatus;
  onCopy: () => void;
}

/**
 * Under a demo's toolbar, where its code is copied: the local files the code
 * imports, which copied code needs beside it, each linked to its source when
 * the build knows where the sources are, and a button that copies the code
 * with all of them.
 */
export default function LocalFilesNote({
  name,
  paths,
  folder,
  sourceBaseUrl,
  copyStatus,
  onCopy,
}: Props): ReactNode {
  if (paths.length === 0) return null;
  return (
    <p className={styles.note} data-demo-local-files="">
      <Translate id="demo.localFiles.lead" description="Before the list of local files a demo's code imports">
        This code imports local files:
      </Translate>{' '}
      {paths.map((path, index) => (
        <Fragment key={path}>
          {index > 0 && ', '}
          {sourceBaseUrl ? (
            <a
              href={`${sourceBaseUrl}${localFileSource(folder, path)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <code>{path}</code>
            </a>
          ) : (
            <code>{path}</code>
          )}
        </Fragment>
      ))}
      <Translate
        id="demo.localFiles.hint"
        description="Right after the list of local files (so it starts with the sentence's end), before the Copy with data button"
      >
        {'. Save them beside it, or copy them along with the code:'}
      </Translate>{' '}
      <button
        type="button"
        className={styles.copy}
        aria-label={translate({
          id: 'demo.localFiles.copy.label',
          message: 'Copy with data: the source and the local files it imports',
        })}
        onClick={onCopy}
        data-copy-with-data=""
        data-ga-event-category="demo"
        data-ga-event-action="copy-with-data"
        data-ga-event-label={name}
      >
        {copyStatus === 'idle' ? (
          <span aria-live="polite" data-copy-status="idle">
            {translate({ id: 'demo.localFiles.copy', message: 'Copy with data' })}
          </span>
        ) : (
          <CopyLabel status={copyStatus} />
        )}
      </button>
    </p>
  );
}
