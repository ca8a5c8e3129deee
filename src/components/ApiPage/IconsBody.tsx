import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import NavigationBadges from '@site/src/components/NavigationBadges';
import { apiSections } from './toc';
import type { ApiIconsModel } from './types';
import styles from './styles.module.css';

/** The icons page: every icon component of a product with its plan and import lines. */
export default function IconsBody({ model }: { model: ApiIconsModel }): ReactNode {
  const [section] = apiSections(model);
  return (
    <section className={styles.section} data-section="icons" data-search-ignore="">
      <Heading as="h2" id="icons">
        {section?.label}
      </Heading>
      <div className={styles.tableWrapper} tabIndex={0} role="region" aria-label={section?.label}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="api.column.icon">Icon</Translate>
              </th>
              <th scope="col">
                <Translate id="api.section.import">Import</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {model.icons.map((icon) => (
              <tr key={icon.name}>
                <th scope="row" className={styles.memberName}>
                  <code>{icon.name}</code>
                  {icon.plan !== 'mit' && <NavigationBadges markers={{ plan: icon.plan }} />}
                </th>
                <td>
                  {icon.imports.map((line) => (
                    <code key={line} className={styles.importLine}>
                      {line}
                    </code>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
