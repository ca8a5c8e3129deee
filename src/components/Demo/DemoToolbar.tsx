import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import type { CodeVariant } from '@site/src/preferences/displayPreferences';
import CopyLabel from '@site/src/components/CopyToClipboard/CopyLabel';
import type { CopyStatus } from '@site/src/components/CopyToClipboard/useCopyToClipboard';
import { STYLING_OF_FLAVOUR, type Flavour } from './types';
import styles from './styles.module.css';

interface Props {
  name: string;
  codeOpen: boolean;
  editing: boolean;
  variant: CodeVariant;
  flavour: Flavour;
  flavours: Flavour[];
  copyStatus: CopyStatus;
  sourceUrl: string | null;
  onToggleCode: () => void;
  onToggleEditing: () => void;
  onVariant: (variant: CodeVariant) => void;
  onFlavour: (flavour: Flavour) => void;
  onCopy: () => void;
  onReset: () => void;
  onSandbox: (target: 'stackblitz' | 'codesandbox') => void;
}

/** Analytics click attributes (SPEC §7): category demo, an action, the demo as label. */
function track(name: string, action: string) {
  return { 'data-ga-event-category': 'demo', 'data-ga-event-action': action, 'data-ga-event-label': name };
}

export default function DemoToolbar(props: Props): ReactNode {
  const { name, flavours } = props;
  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label={translate({ id: 'demo.toolbar.label', message: 'Demo actions' })}
    >
      <div
        className={styles.group}
        role="group"
        aria-label={translate({ id: 'demo.toolbar.variant', message: 'Language' })}
      >
        {(['JS', 'TS'] as const).map((variant) => (
          <button
            key={variant}
            type="button"
            className={clsx(styles.button, props.variant === variant && styles.active)}
            aria-pressed={props.variant === variant}
            onClick={() => props.onVariant(variant)}
            {...track(name, `variant-${variant.toLowerCase()}`)}
          >
            {variant}
          </button>
        ))}
      </div>
      {flavours.length > 1 && (
        <div
          className={styles.group}
          role="group"
          aria-label={translate({ id: 'demo.toolbar.styling', message: 'Styling' })}
        >
          {flavours.map((flavour) => (
            <button
              key={flavour}
              type="button"
              className={clsx(styles.button, props.flavour === flavour && styles.active)}
              aria-pressed={props.flavour === flavour}
              onClick={() => props.onFlavour(flavour)}
              {...track(name, `styling-${flavour}`)}
            >
              {STYLING_OF_FLAVOUR[flavour]}
            </button>
          ))}
        </div>
      )}
      <span className={styles.spacer} />
      <button
        type="button"
        className={styles.button}
        aria-expanded={props.codeOpen}
        onClick={props.onToggleCode}
        {...track(name, props.codeOpen ? 'hide-code' : 'show-code')}
      >
        {props.codeOpen
          ? translate({ id: 'demo.toolbar.hideCode', message: 'Hide code' })
          : translate({ id: 'demo.toolbar.showCode', message: 'Show code' })}
      </button>
      <button
        type="button"
        className={styles.button}
        aria-pressed={props.editing}
        onClick={props.onToggleEditing}
        {...track(name, props.editing ? 'stop-editing' : 'edit')}
      >
        {props.editing
          ? translate({ id: 'demo.toolbar.stopEditing', message: 'Stop editing' })
          : translate({ id: 'demo.toolbar.edit', message: 'Edit' })}
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={translate({ id: 'demo.toolbar.copy', message: 'Copy the source' })}
        onClick={props.onCopy}
        {...track(name, 'copy')}
      >
        <CopyLabel status={props.copyStatus} />
      </button>
      <button type="button" className={styles.button} onClick={props.onReset} {...track(name, 'reset')}>
        {translate({ id: 'demo.toolbar.reset', message: 'Reset' })}
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => props.onSandbox('stackblitz')}
        {...track(name, 'stackblitz')}
      >
        StackBlitz
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => props.onSandbox('codesandbox')}
        {...track(name, 'codesandbox')}
      >
        CodeSandbox
      </button>
      {props.sourceUrl && (
        <a
          className={styles.button}
          href={props.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          {...track(name, 'source')}
        >
          {translate({ id: 'demo.toolbar.source', message: 'Source' })}
        </a>
      )}
    </div>
  );
}
