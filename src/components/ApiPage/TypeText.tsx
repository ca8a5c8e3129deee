import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Type texts longer than this start collapsed. */
export const LONG_TYPE_LENGTH = 90;

/**
 * A member's type: the text as declared; a long text collapsed with its start
 * shown; the members of a hidden union behind an "expand" control.
 */
export default function TypeText({ type, expanded }: { type: string; expanded?: string[] }): ReactNode {
  const text =
    type.length > LONG_TYPE_LENGTH ? (
      <details className={styles.typeDetails}>
        <summary>
          <code>{`${type.slice(0, LONG_TYPE_LENGTH - 30)}…`}</code>
        </summary>
        <code className={styles.typeFull}>{type}</code>
      </details>
    ) : (
      <code>{type}</code>
    );
  if (!expanded || expanded.length === 0) return text;
  return (
    <>
      {text}
      <details className={styles.typeDetails}>
        <summary>
          <Translate id="api.type.expand" values={{ count: expanded.length }}>
            {'expand ({count} members)'}
          </Translate>
        </summary>
        <ul className={styles.union}>
          {expanded.map((member) => (
            <li key={member}>
              <code>{member}</code>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
