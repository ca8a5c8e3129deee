import type { ReactNode } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';
import { fromDocusaurusChoice } from '@site/src/preferences/colorMode';
import { useSetMode } from '@site/src/preferences/PreferencesProvider';

type Props = WrapperProps<typeof ColorModeToggleType>;

/** The navbar toggle changes the mode the one way the site has (Docusaurus's mode and `mui-mode` together). */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const setMode = useSetMode();
  return (
    <ColorModeToggle
      {...props}
      onChange={(choice: Props['value']) => setMode(fromDocusaurusChoice(choice))}
    />
  );
}
