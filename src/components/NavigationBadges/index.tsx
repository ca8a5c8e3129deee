import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import type { PageMarkers, Plan } from '@site/src/content/markers';
import styles from './styles.module.css';

function planLabel(plan: Plan): string {
  return plan === 'pro'
    ? translate({ id: 'navigation.badge.pro', message: 'Pro plan' })
    : translate({ id: 'navigation.badge.premium', message: 'Premium plan' });
}

function PlanIcon({ plan }: { plan: Plan }): ReactNode {
  const label = planLabel(plan);
  return (
    <span role="img" aria-label={label} title={label} className={clsx(styles.plan, styles[plan])}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        {plan === 'pro' ? (
          <path fill="currentColor" d="M8 1 2 4.5v7L8 15l6-3.5v-7L8 1zm0 2.3 3.9 2.2L8 7.8 4.1 5.5 8 3.3z" />
        ) : (
          <path
            fill="currentColor"
            d="M8 1.5 10 6l4.8.4-3.7 3.1 1.2 4.7L8 11.7l-4.3 2.5 1.2-4.7L1.2 6.4 6 6z"
          />
        )}
      </svg>
    </span>
  );
}

/** Small markers after a navigation label: plan icons and new/unstable/planned chips. */
export default function NavigationBadges({ markers }: { markers: PageMarkers }): ReactNode {
  const chips: { key: string; text: string }[] = [];
  if (markers.newFeature) {
    chips.push({ key: 'new', text: translate({ id: 'navigation.badge.new', message: 'New' }) });
  }
  if (markers.unstable) {
    chips.push({
      key: 'unstable',
      text: translate({ id: 'navigation.badge.unstable', message: 'Unstable' }),
    });
  }
  if (markers.planned) {
    chips.push({ key: 'planned', text: translate({ id: 'navigation.badge.planned', message: 'Planned' }) });
  }
  if (!markers.plan && chips.length === 0) {
    return null;
  }
  return (
    <span className={styles.badges}>
      {markers.plan && <PlanIcon plan={markers.plan} />}
      {chips.map((chip) => (
        <span key={chip.key} className={clsx(styles.chip, styles[chip.key])}>
          {chip.text}
        </span>
      ))}
    </span>
  );
}
