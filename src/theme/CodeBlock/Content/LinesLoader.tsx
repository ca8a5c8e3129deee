/**
 * The browser's view of `./lines`: the highlighted lines once Prism has loaded
 * (Lines.tsx, a chunk of its own), the plain lines until then, in the theme's
 * text colour and with the same height.
 *
 * Prism loads when a block first needs it; a reader whose colour scheme is not
 * the one the server rendered needs it on every page (each block re-renders
 * in that scheme after hydration), so for them it starts loading as soon as
 * this module runs.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import siteConfig from '@generated/docusaurus.config';
import type { LinesProps } from './Lines';

let Loaded: ComponentType<LinesProps> | null = null;
let loading: Promise<ComponentType<LinesProps>> | null = null;

function load(): Promise<ComponentType<LinesProps>> {
  loading ??= import('./Lines').then((module) => {
    Loaded = module.default;
    return module.default;
  });
  return loading;
}

const serverScheme = (siteConfig.themeConfig as { colorMode?: { defaultMode?: string } }).colorMode
  ?.defaultMode;
if (typeof document !== 'undefined' && document.documentElement.dataset.theme !== serverScheme) {
  load().catch(() => undefined);
}

function PlainLines({ code, theme }: LinesProps): ReactNode {
  return code.split('\n').map((line, index) => (
    <div key={index} className="token-line" style={{ color: theme.plain.color }}>
      {line}
      <br />
    </div>
  ));
}

export default function LinesLoader(props: LinesProps): ReactNode {
  const [Highlighted, setHighlighted] = useState(() => Loaded);
  useEffect(() => {
    if (Highlighted) return;
    let current = true;
    load()
      .then((component) => current && setHighlighted(() => component))
      .catch(() => undefined); // the plain lines stay: readable, only not coloured
    return () => {
      current = false;
    };
  }, [Highlighted]);
  return Highlighted ? <Highlighted {...props} /> : <PlainLines {...props} />;
}

export type { LinesProps };
