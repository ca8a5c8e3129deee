import type { ReactNode } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';
import { fromDocusaurusChoice, storeModeChoice } from '@site/src/preferences/colorMode';

type Props = WrapperProps<typeof ColorModeToggleType>;

/** Remembers the reader's choice under `mui-mode` as well as Docusaurus's own key. */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  return (
    <ColorModeToggle
      {...props}
      onChange={(choice: Props['value']) => {
        storeModeChoice(fromDocusaurusChoice(choice));
        props.onChange(choice);
      }}
    />
  );
}
