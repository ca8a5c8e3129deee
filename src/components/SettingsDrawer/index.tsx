import { lazy, Suspense, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import NavbarButton from '@site/src/components/NavbarButton';

// The drawer and MUI load only when a reader first opens the settings.
const SettingsDrawer = lazy(() => import('./SettingsDrawer'));

/** Navbar button that opens the display settings drawer. */
export default function SettingsButton({ mobile }: { mobile?: boolean }): ReactNode {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const label = translate({ id: 'settings.button', message: 'Display settings' });
  return (
    <>
      <NavbarButton
        mobile={mobile}
        label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        icon={
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L14.9 3h-4l-.4 2.9a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.4 11a7.7 7.7 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1l.4 2.9h4l.4-2.9c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5L19.4 13zM12.9 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
            />
          </svg>
        }
      />
      {requested && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
