import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import NavigationBadges from '@site/src/components/NavigationBadges';
import { apiIndexSections } from './toc';
import type { ApiIndexEntry, ApiIndexModel } from './types';
import styles from './styles.module.css';

function EntryList({ entries }: { entries: ApiIndexEntry[] }): ReactNode {
  return (
    <ul className={styles.indexList}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link to={entry.path}>
            <code>{entry.name}</code>
          </Link>
          {entry.plan !== 'mit' && <NavigationBadges markers={{ plan: entry.plan }} />}
          {entry.summary && <span className={styles.summary}>{entry.summary}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A product's API index: every component and listed type, with plan markers and one-line summaries. */
export default function ApiIndex({ index }: { index: ApiIndexModel }): ReactNode {
  const sections = apiIndexSections(index);
  return (
    <div className={styles.apiPage}>
      <p>
        <Translate
          id="api.index.intro"
          values={{ components: index.components.length, interfaces: index.interfaces.length }}
        >
          {
            'The reference of {components} components and {interfaces} types, generated from the TypeScript declarations of the installed packages.'
          }
        </Translate>
      </p>
      {sections.map((section) => (
        <section key={section.id} className={styles.section}>
          <Heading as="h2" id={section.id}>
            {section.label}
          </Heading>
          <EntryList entries={section.id === 'components' ? index.components : index.interfaces} />
        </section>
      ))}
    </div>
  );
}
