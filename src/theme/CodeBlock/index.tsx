/**
 * Ejected: the original remounts every code block once the page has hydrated
 * (its key is "are we in the browser"), because the server renders token
 * colours for the default colour scheme and hydration does not patch inline
 * styles. That second render of every block is most of the hydration cost of a
 * page with code. Here a block remounts only when the reader's scheme is not the
 * one the server rendered; in that scheme, hydration already matches.
 */
import { Children, isValidElement, memo, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

// Memoized: the "in the browser" switch right after hydration re-renders every CodeBlock, and the
// props of a block whose key stays are the same strings, so its subtree need not run again.
const MemoString = memo(StringContent);
const MemoElement = memo(ElementContent);

/** Plain text children become one string (copyable, highlighted); elements stay as they are. */
function asCode(children: ReactNode): ReactNode {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return children;
  return parts.join('');
}

export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const serverScheme = useThemeConfig().colorMode.defaultMode;
  const code = asCode(children);
  const rendered = isBrowser && colorMode !== serverScheme ? 'browser-scheme' : 'server-scheme';
  return typeof code === 'string' ? (
    <MemoString key={rendered} {...props}>
      {code}
    </MemoString>
  ) : (
    <MemoElement key={rendered} {...props}>
      {code}
    </MemoElement>
  );
}
