import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import NavbarButton from '@site/src/components/NavbarButton';
import { useDirection } from '@site/src/preferences/direction';
import { usePreferencesDispatch } from '@site/src/preferences/PreferencesProvider';

interface Props {
  mobile?: boolean;
  className?: string;
}

/** Navbar button that switches the whole page between left-to-right and right-to-left. */
export default function DirectionToggle({ mobile, className }: Props): ReactNode {
  const direction = useDirection();
  const dispatch = usePreferencesDispatch();
  const next = direction === 'rtl' ? 'ltr' : 'rtl';
  const label =
    next === 'rtl'
      ? translate({ id: 'directionToggle.toRtl', message: 'Switch to right-to-left' })
      : translate({ id: 'directionToggle.toLtr', message: 'Switch to left-to-right' });

  return (
    <NavbarButton
      mobile={mobile}
      className={className}
      label={label}
      data-direction={direction}
      onClick={() => dispatch({ type: 'CHANGE', payload: { direction: next } })}
      icon={
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {direction === 'rtl' ? (
            <path
              fill="currentColor"
              d="M10 10v5h2V4h2v11h2V4h2V2h-8C7.79 2 6 3.79 6 6s1.79 4 4 4zm-2 7v-3l-4 4 4 4v-3h12v-2H8z"
            />
          ) : (
            <path
              fill="currentColor"
              d="M9 10v5h2V4h2v11h2V4h2V2H9C6.79 2 5 3.79 5 6s1.79 4 4 4zm12 8-4-4v3H5v2h12v3l4-4z"
            />
          )}
        </svg>
      }
    />
  );
}
