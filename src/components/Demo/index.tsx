/**
 * `<Demo>`: a live demo with its source, written once in TypeScript (the
 * JavaScript variant is generated at build time). The demos plugin fills in
 * its props from `<Demo file="./demos/X.tsx" />` (src/plugins/demos).
 *
 * Two parts: the demo itself (live/LiveArea.tsx: its server snapshot until it
 * goes live, then the running component) and the panel under it
 * (DemoPanel.tsx: the toolbar and the code, shown or edited).
 */
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { usePreferences } from '@site/src/preferences/PreferencesProvider';
import LiveArea from './live/LiveArea';
import DemoPanel, { type EditResult } from './DemoPanel';
import { availableFlavours, shownFlavour } from './model';
import type { DemoProps } from './types';
import styles from './styles.module.css';

function useTailwindStyles(active: boolean): void {
  useEffect(() => {
    // Tailwind's generated utilities load only when a Tailwind flavour is shown.
    if (active) void import('./tailwind.css');
  }, [active]);
}

export default function Demo({ components, sources, loadScope }: DemoProps): ReactNode {
  const { codeStyling } = usePreferences();
  const flavours = availableFlavours((flavour) => Boolean(components[flavour] && sources.flavours[flavour]));
  const flavour = shownFlavour(flavours, codeStyling);
  useTailwindStyles(flavour === 'tailwind');
  const [edited, setEdited] = useState<ComponentType | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [resetCount, setResetCount] = useState(0);

  const onEdited = useCallback((result: EditResult | null) => {
    setEditError(result?.error ?? null);
    // A failed compile keeps the last good version on screen.
    if (!result) setEdited(null);
    else if (result.component) {
      const component = result.component;
      setEdited(() => component);
      setResetCount((count) => count + 1);
    }
  }, []);
  const onReset = useCallback(() => setResetCount((count) => count + 1), []);

  return (
    <section
      className={styles.demo}
      data-demo={sources.name}
      aria-label={translate({ id: 'demo.label', message: 'Live demo' })}
    >
      <LiveArea
        name={sources.name}
        flavour={flavour}
        loader={components[flavour]}
        edited={edited}
        resetKey={resetCount}
        model={sources.model}
      />
      {editError && (
        <div role="alert" className={styles.errorBox} data-demo-error="edit">
          <strong>{translate({ id: 'demo.editError', message: 'Your edit does not compile:' })}</strong>
          <pre>{editError}</pre>
        </div>
      )}
      <DemoPanel
        sources={sources}
        flavour={flavour}
        flavours={flavours}
        loadScope={loadScope}
        onEdited={onEdited}
        onReset={onReset}
      />
    </section>
  );
}
