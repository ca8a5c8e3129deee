/**
 * The highlighted lines of a code block, tokenized by prism-react-renderer.
 *
 * Prism and its languages are a sizeable module to evaluate, and a page that
 * hydrates from the server's HTML never needs them: in the browser this module
 * is loaded on demand (LinesLoader.tsx), only for a block rendered there (a
 * client-side navigation, a colour scheme other than the server's). The
 * server renders it directly (lines.ts).
 */
import type { ReactNode } from 'react';
import { Highlight, Prism, type PrismTheme } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';

// The languages the site adds to prism-react-renderer's (themeConfig.prism.additionalLanguages), registered
// with this module instead of at start-up (see src/plugins/site/index.ts).
prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export interface LinesProps {
  code: string;
  language: string;
  theme: PrismTheme;
  /** Class names of each line (magic comments), by line index. */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

export default function Lines({
  code,
  language,
  theme,
  lineClassNames,
  showLineNumbers,
}: LinesProps): ReactNode {
  return (
    <Highlight theme={theme} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) =>
        tokens.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={showLineNumbers}
          />
        ))
      }
    </Highlight>
  );
}
