import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Translate, { translate } from '@docusaurus/Translate';
import NavigationBadges from '@site/src/components/NavigationBadges';
import DocText from './DocText';
import MemberList from './MemberList';
import TypeText from './TypeText';
import { apiSectionLabel } from './toc';
import IconsBody from './IconsBody';
import type { ApiComponentModel, ApiGuide, ApiInterfaceModel, ApiModel } from './types';
import styles from './styles.module.css';

function Section({ id, children }: { id: string; children: ReactNode }): ReactNode {
  return (
    // Only titles and intros go into the search index: hundreds of reference pages would swamp it.
    <section className={styles.section} data-section={id} data-search-ignore="">
      {children}
    </section>
  );
}

function SectionHeading({ id }: { id: string }): ReactNode {
  return (
    <Heading as="h2" id={id}>
      {apiSectionLabel(id)}
    </Heading>
  );
}

function Intro({ model }: { model: ApiModel }): ReactNode {
  return (
    <div className={styles.intro}>
      {model.kind === 'icons' ? (
        <p>
          <Translate id="api.intro.icons" values={{ count: model.icons.length }}>
            {'The {count} icon components of these packages. They accept the props of Material UI SvgIcon.'}
          </Translate>
        </p>
      ) : model.description ? (
        <DocText text={model.description} />
      ) : (
        <p>
          {model.kind === 'component' ? (
            <Translate id="api.intro.component" values={{ name: model.name, package: model.package }}>
              {'{name} is a React component of {package}.'}
            </Translate>
          ) : (
            <Translate id="api.intro.interface" values={{ name: model.name, package: model.package }}>
              {'{name} is a type exported by {package}.'}
            </Translate>
          )}
        </p>
      )}
      {model.plan !== 'mit' && (
        <p className={styles.plan}>
          <NavigationBadges markers={{ plan: model.plan }} />{' '}
          {model.plan === 'pro' ? (
            <Translate id="api.plan.pro">Available in the Pro and Premium plans.</Translate>
          ) : (
            <Translate id="api.plan.premium">Available in the Premium plan.</Translate>
          )}
        </p>
      )}
    </div>
  );
}

function Imports({ model }: { model: ApiModel }): ReactNode {
  return (
    <Section id="import">
      <SectionHeading id="import" />
      <CodeBlock language="tsx">{model.imports.join('\n')}</CodeBlock>
    </Section>
  );
}

function Guides({ guides }: { guides: readonly ApiGuide[] }): ReactNode {
  if (guides.length === 0) return null;
  return (
    <Section id="guides">
      <SectionHeading id="guides" />
      <ul>
        {guides.map((guide) => (
          <li key={guide.permalink}>
            <Link to={guide.permalink}>{guide.title}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Details({ model }: { model: ApiComponentModel }): ReactNode {
  return (
    <Section id="details">
      <SectionHeading id="details" />
      <dl className={styles.details}>
        <dt>
          <Translate id="api.details.ref">Ref</Translate>
        </dt>
        <dd>
          {model.forwardsRef ? (
            <Translate id="api.details.refForwarded">The ref is forwarded to the root element.</Translate>
          ) : (
            <Translate id="api.details.refNotForwarded">The component does not accept a ref.</Translate>
          )}
        </dd>
        <dt>
          <Translate id="api.details.theme">Theme default props</Translate>
        </dt>
        <dd>
          {model.themeName ? (
            <code>{model.themeName}</code>
          ) : (
            <Translate id="api.details.noTheme">The theme has no entry for this component.</Translate>
          )}
        </dd>
      </dl>
    </Section>
  );
}

function ComponentBody({ model }: { model: ApiComponentModel }): ReactNode {
  const propsLabel = translate({ id: 'api.column.prop', message: 'Prop' });
  return (
    <>
      <Imports model={model} />
      <Details model={model} />
      {(model.props.length > 0 || model.inheritedProps > 0) && (
        <Section id="props">
          <SectionHeading id="props" />
          {model.props.length > 0 && (
            <MemberList members={model.props} nameLabel={propsLabel} label={apiSectionLabel('props')} />
          )}
          {model.inheritedProps > 0 && (
            <p className={styles.note}>
              <Translate id="api.props.inherited" values={{ count: model.inheritedProps }}>
                {'It also accepts {count} props inherited from React or Material UI types, not listed here.'}
              </Translate>
            </p>
          )}
        </Section>
      )}
      {model.slots.length > 0 && (
        <Section id="slots">
          <SectionHeading id="slots" />
          <MemberList
            members={model.slots.map((slot) => ({ ...slot, required: false }))}
            nameLabel={translate({ id: 'api.column.slot', message: 'Slot' })}
            label={apiSectionLabel('slots')}
          />
        </Section>
      )}
      {model.classes.length > 0 && (
        <Section id="css-classes">
          <SectionHeading id="css-classes" />
          <div
            className={styles.tableWrapper}
            data-search-ignore=""
            tabIndex={0}
            role="region"
            aria-label={apiSectionLabel('css-classes')}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <Translate id="api.column.className">Class name</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="api.column.ruleName">Rule name</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="api.column.description">Description</Translate>
                  </th>
                </tr>
              </thead>
              <tbody>
                {model.classes.map((item) => (
                  <tr key={item.key}>
                    <td>
                      <code>{`.${item.className}`}</code>
                    </td>
                    <td>
                      <code>{item.key}</code>
                    </td>
                    <td>
                      <DocText text={item.description} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}
    </>
  );
}

function InterfaceBody({ model }: { model: ApiInterfaceModel }): ReactNode {
  return (
    <>
      <Imports model={model} />
      {model.definition && (
        <Section id="definition">
          <SectionHeading id="definition" />
          <TypeText type={model.definition} expanded={model.expanded} />
        </Section>
      )}
      {model.members.length > 0 && (
        <Section id="members">
          <SectionHeading id="members" />
          <MemberList
            members={model.members}
            nameLabel={translate({ id: 'api.column.member', message: 'Member' })}
            label={apiSectionLabel('members')}
          />
        </Section>
      )}
    </>
  );
}

/** The body of a generated API page: intro, imports, details, props, slots, classes, guides. */
export default function ApiPage({
  model,
  guides = [],
}: {
  model: ApiModel;
  /** Guides that use the component, from the build (`@generated/x-docs-content/…/api-guides`). */
  guides?: readonly ApiGuide[];
}): ReactNode {
  return (
    <div className={styles.apiPage}>
      <Intro model={model} />
      {model.kind === 'component' && <ComponentBody model={model} />}
      {model.kind === 'interface' && <InterfaceBody model={model} />}
      {model.kind === 'icons' && <IconsBody model={model} />}
      <Guides guides={guides} />
    </div>
  );
}
