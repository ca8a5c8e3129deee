import { useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import DocText from './DocText';
import TypeText from './TypeText';
import { filterMembers } from './filterMembers';
import { useApiLayout } from './useApiLayout';
import type { ApiMember } from './types';
import styles from './styles.module.css';

function Badges({ member }: { member: ApiMember }): ReactNode {
  return (
    <>
      {member.required && (
        <span className={clsx(styles.badge, styles.required)}>
          <Translate id="api.member.required">Required</Translate>
        </span>
      )}
      {member.deprecated !== undefined && (
        <span className={clsx(styles.badge, styles.deprecated)}>
          <Translate id="api.member.deprecated">Deprecated</Translate>
        </span>
      )}
    </>
  );
}

function Description({ member }: { member: ApiMember }): ReactNode {
  return (
    <>
      {member.deprecated && (
        <div className={styles.deprecationNote}>
          <DocText text={member.deprecated} />
        </div>
      )}
      <DocText text={member.description} />
    </>
  );
}

function DefaultValue({ member }: { member: ApiMember }): ReactNode {
  return member.default !== undefined ? <code>{member.default}</code> : <span aria-hidden="true">—</span>;
}

function MemberTable({
  members,
  nameLabel,
  label,
}: {
  members: ApiMember[];
  nameLabel: string;
  label: string;
}): ReactNode {
  return (
    // A named, focusable region: keyboard readers can scroll a table wider than the page.
    <div className={styles.tableWrapper} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{nameLabel}</th>
            <th scope="col">
              <Translate id="api.column.type">Type</Translate>
            </th>
            <th scope="col">
              <Translate id="api.column.default">Default</Translate>
            </th>
            <th scope="col">
              <Translate id="api.column.description">Description</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.name} className={clsx(member.deprecated !== undefined && styles.isDeprecated)}>
              <th scope="row" className={styles.memberName}>
                <code>{member.name}</code>
                <Badges member={member} />
              </th>
              <td>
                <TypeText type={member.type} expanded={member.expanded} />
              </td>
              <td>
                <DefaultValue member={member} />
              </td>
              <td>
                <Description member={member} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MemberCards({ members }: { members: ApiMember[] }): ReactNode {
  return (
    <ul className={styles.cards}>
      {members.map((member) => (
        <li
          key={member.name}
          className={clsx(styles.card, member.deprecated !== undefined && styles.isDeprecated)}
        >
          <div className={styles.memberName}>
            <code>{member.name}</code>
            <Badges member={member} />
          </div>
          <dl className={styles.facts}>
            <dt>
              <Translate id="api.column.type">Type</Translate>
            </dt>
            <dd>
              <TypeText type={member.type} expanded={member.expanded} />
            </dd>
            <dt>
              <Translate id="api.column.default">Default</Translate>
            </dt>
            <dd>
              <DefaultValue member={member} />
            </dd>
          </dl>
          <Description member={member} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Props (or interface members) with a filter box, a count of matches and the
 * table/list layout choice, remembered across pages.
 */
export default function MemberList({
  members,
  nameLabel,
  label,
}: {
  members: readonly ApiMember[];
  nameLabel: string;
  /** The section's name (Props, Slots, Members), for the scrollable table. */
  label: string;
}): ReactNode {
  const [query, setQuery] = useState('');
  const [layout, setLayout] = useApiLayout();
  const inputId = useId();
  const shown = filterMembers(members, query);
  return (
    // Tables stay out of the search index (hundreds of pages of them); titles, intros and imports are in it.
    <div className={styles.memberList} data-layout={layout} data-search-ignore="">
      <div className={styles.toolbar}>
        <label htmlFor={inputId} className={styles.filterLabel}>
          <Translate id="api.filter.label">Filter by name, type or description</Translate>
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.filter}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={translate({ id: 'api.filter.placeholder', message: 'Filter…' })}
          autoComplete="off"
        />
        <span className={styles.count} role="status">
          <Translate id="api.filter.count" values={{ shown: shown.length, total: members.length }}>
            {'{shown} of {total}'}
          </Translate>
        </span>
        <div
          className={styles.layoutToggle}
          role="group"
          aria-label={translate({ id: 'api.layout.label', message: 'Layout' })}
        >
          {(['table', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={layout === option}
              className={clsx(styles.layoutButton, layout === option && styles.layoutActive)}
              onClick={() => setLayout(option)}
            >
              {option === 'table' ? (
                <Translate id="api.layout.table">Table</Translate>
              ) : (
                <Translate id="api.layout.list">List</Translate>
              )}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className={styles.noMatch}>
          <Translate id="api.filter.noMatch" values={{ query }}>
            {'No prop matches “{query}”.'}
          </Translate>
        </p>
      ) : layout === 'table' ? (
        <MemberTable members={shown} nameLabel={nameLabel} label={label} />
      ) : (
        <MemberCards members={shown} />
      )}
    </div>
  );
}
