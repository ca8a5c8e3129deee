/**
 * The navbar's colour-mode toggle, written anew rather than wrapped: the
 * theme's toggle goes system → light → dark, so on a light system its first
 * click changes nothing, and its label names only the current mode. This one
 * goes from system mode to the scheme the system does not show, then to the
 * one it shows, then back to system (`nextModeChoice`); its label and tooltip
 * name the mode it is in and the one a click goes to, system mode with the
 * scheme it resolved to; and a click that leaves the colours as they were says
 * what it did, in a note under the button and to screen readers.
 */
import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import type { Props } from '@theme/ColorModeToggle';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import {
  fromDocusaurusChoice,
  nextModeChoice,
  shownScheme,
  type ColorScheme,
  type ModeChoice,
} from '@site/src/preferences/colorMode';
import { useSetMode } from '@site/src/preferences/PreferencesProvider';
import { useSystemColorScheme } from '@site/src/preferences/useColorScheme';
import styles from './styles.module.css';

/** How long the note under the button stays after a click that kept the colours. */
export const MODE_NOTE_MS = 2000;

function schemeName(scheme: ColorScheme): string {
  return scheme === 'dark'
    ? translate({ id: 'colorMode.toggle.scheme.dark', message: 'dark' })
    : translate({ id: 'colorMode.toggle.scheme.light', message: 'light' });
}

/** `light`, `dark`, or `system (light)`: the mode, and for system mode the scheme it shows. */
export function modeName(choice: ModeChoice, system: ColorScheme): string {
  if (choice !== 'system') return schemeName(choice);
  return translate(
    {
      id: 'colorMode.toggle.system',
      message: 'system ({scheme})',
      description: 'System colour mode and the scheme it resolved to',
    },
    { scheme: schemeName(system) },
  );
}

export default function ColorModeToggle({ className, buttonClassName, value }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const setMode = useSetMode();
  const system = useSystemColorScheme();
  const [note, setNote] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const choice = fromDocusaurusChoice(value);
  const next = nextModeChoice(choice, system);
  const current = modeName(choice, system);
  const label = translate(
    {
      id: 'colorMode.toggle.label',
      message: 'Colour mode: {current}. Switch to {next}.',
      description:
        'Label and tooltip of the colour-mode toggle; {current} and {next} are light, dark or system (light)',
    },
    { current, next: modeName(next, system) },
  );

  useEffect(() => {
    if (note === null) return undefined;
    const timer = setTimeout(() => setNote(null), MODE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const onClick = () => {
    const done = translate(
      {
        id: 'colorMode.toggle.done',
        message: 'Colour mode: {mode}',
        description: 'Said after a click on the colour-mode toggle',
      },
      { mode: modeName(next, system) },
    );
    setMode(next);
    setAnnouncement(done);
    // The colours stay the same only when the click returns to system mode: say so where the reader looks.
    setNote(shownScheme(next, system) === shownScheme(choice, system) ? done : null);
  };

  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.button, buttonClassName)}
        onClick={onClick}
        disabled={!isBrowser}
        title={label}
        aria-label={label}
      >
        <IconLightMode aria-hidden className={clsx(styles.icon, styles.lightIcon)} />
        <IconDarkMode aria-hidden className={clsx(styles.icon, styles.darkIcon)} />
        <IconSystemColorMode aria-hidden className={clsx(styles.icon, styles.systemIcon)} />
      </button>
      {note && (
        <span className={styles.note} aria-hidden="true" data-color-mode-note="">
          {note}
        </span>
      )}
      <span className="sr-only" role="status">
        {announcement}
      </span>
    </div>
  );
}
