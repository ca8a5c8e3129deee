import { Fragment, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { localFileSource } from './localFiles';
import styles from './localFiles.module.css';

interface Props {
  /** The local files the shown code imports, by path from the demo's file. */
  paths: readonly string[];
  /** The demo's folder from the site root, for the source links. */
  folder: string;
  /** Where source links point (a repository URL ending in `/`); none: the files are named only. */
  sourceBaseUrl: string | null;
}

/**
 * Under a demo's toolbar, where its code is copied: the local files the code
 * imports, which copied code needs beside it, each linked to its source when
 * the build knows where the sources are.
 */
export default function LocalFilesNote({ paths, folder, sourceBaseUrl }: Props): ReactNode {
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
        description="Right after the list of local files (so it starts with the sentence's end); 'Copy with data' is the toolbar button (demo.toolbar.copyWithData)"
      >
        {'. Save them beside it, or use Copy with data.'}
      </Translate>
    </p>
  );
}
