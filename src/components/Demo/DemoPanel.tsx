/**
 * Everything a demo offers besides the demo itself: the toolbar (JS/TS,
 * styling flavour, show code, edit, copy, reset, sandboxes, source link) and
 * the code below it, shown or edited in place. An edit is compiled 400 ms
 * after the last keystroke and handed to the demo (`onEdited`); a compile
 * error is reported instead and the last good version stays.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { useSiteSettings } from '@site/src/data/siteSettings';
import {
  DEMO_TOOLBAR_COPY_CONFIRMATION_MS,
  useCopyToClipboard,
} from '@site/src/components/CopyToClipboard/useCopyToClipboard';
import { usePreferences, usePreferencesDispatch } from '@site/src/preferences/PreferencesProvider';
import packageJson from '@site/package.json';
import DemoToolbar from './DemoToolbar';
import LocalFilesNote from './LocalFilesNote';
import { codeWithLocalFiles } from './localFiles';
import { buildSandboxProject, demoFolder } from './sandbox';
import { openSandbox } from './openSandbox';
import { EDIT_DEBOUNCE_MS, STYLING_OF_FLAVOUR } from './model';
import type { DemoSources, Flavour } from './types';

const LiveEditor = lazy(() => import('./LiveEditor'));

export type EditResult = { component: ComponentType; error: null } | { component: null; error: string };

interface Props {
  sources: DemoSources;
  flavour: Flavour;
  flavours: Flavour[];
  /** Loads the modules the demo imports, for live editing. */
  loadScope: () => Promise<Record<string, unknown>>;
  /** An edit compiled (a component) or did not (a message); null: edits discarded. */
  onEdited: (result: EditResult | null) => void;
  /** Reset: the demo starts again from its own source. */
  onReset: () => void;
}

export default function DemoPanel({
  sources,
  flavour,
  flavours,
  loadScope,
  onEdited,
  onReset,
}: Props): ReactNode {
  const { codeVariant } = usePreferences();
  const dispatch = usePreferencesDispatch();
  const { demoSourceBaseUrl } = useSiteSettings();
  const source = sources.flavours[flavour];
  const original = codeVariant === 'TS' ? (source?.ts ?? '') : (source?.js ?? '');
  const [codeOpen, setCodeOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { status: copyStatus, copy } = useCopyToClipboard(DEMO_TOOLBAR_COPY_CONFIRMATION_MS);
  const withData = useCopyToClipboard(DEMO_TOOLBAR_COPY_CONFIRMATION_MS);
  const localFiles = source?.files[codeVariant] ?? {};
  useEffect(() => () => clearTimeout(debounce.current), []);

  const shownCode = edited ?? original;
  const sourceUrl = demoSourceBaseUrl ? `${demoSourceBaseUrl}${sources.file}` : null;

  const discardEdits = () => {
    clearTimeout(debounce.current);
    setEdited(null);
    onEdited(null);
  };

  const onEdit = (next: string) => {
    setEdited(next);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(async () => {
      try {
        const [{ evaluateDemo }, scope] = await Promise.all([import('./evaluate'), loadScope()]);
        onEdited({ component: evaluateDemo(next, scope), error: null });
      } catch (error) {
        onEdited({ component: null, error: error instanceof Error ? error.message : String(error) });
      }
    }, EDIT_DEBOUNCE_MS);
  };

  const onSandbox = (target: 'stackblitz' | 'codesandbox') => {
    const project = buildSandboxProject({
      title: sources.name,
      source: shownCode,
      variant: codeVariant,
      versions: { ...packageJson.dependencies, ...sources.versions },
      extraFiles: source?.files[codeVariant],
      folder: demoFolder(sources.file),
    });
    openSandbox(target, project);
  };

  const language = codeVariant === 'TS' ? 'tsx' : 'jsx';
  const code = editing ? (
    <Suspense fallback={<CodeBlock language={language}>{shownCode}</CodeBlock>}>
      <LiveEditor code={shownCode} language={language} onChange={onEdit} />
    </Suspense>
  ) : codeOpen ? (
    <CodeBlock language={language}>{shownCode}</CodeBlock>
  ) : source?.preview && edited === null ? (
    <CodeBlock language="jsx">{source.preview}</CodeBlock>
  ) : null;

  return (
    <>
      <DemoToolbar
        name={sources.name}
        codeOpen={codeOpen || editing}
        editing={editing}
        variant={codeVariant}
        flavour={flavour}
        flavours={flavours}
        copyStatus={copyStatus}
        sourceUrl={sourceUrl}
        onToggleCode={() => {
          setCodeOpen(!(codeOpen || editing));
          setEditing(false);
        }}
        onToggleEditing={() => setEditing(!editing)}
        onVariant={(variant) => {
          discardEdits();
          dispatch({ type: 'SET', payload: { codeVariant: variant } });
        }}
        onFlavour={(next) => {
          discardEdits();
          dispatch({ type: 'SET', payload: { codeStyling: STYLING_OF_FLAVOUR[next] } });
        }}
        onCopy={() => void copy(shownCode)}
        onReset={() => {
          discardEdits();
          onReset();
        }}
        onSandbox={onSandbox}
      />
      <LocalFilesNote
        name={sources.name}
        paths={Object.keys(localFiles)}
        folder={demoFolder(sources.file)}
        sourceBaseUrl={demoSourceBaseUrl || null}
        copyStatus={withData.status}
        onCopy={() =>
          void withData.copy(codeWithLocalFiles(sources.name, codeVariant, shownCode, localFiles))
        }
      />
      {code}
    </>
  );
}
