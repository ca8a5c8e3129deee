import type { ReactNode } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';
import { fromDocusaurusChoice } from '@site/src/preferences/colorMode';
import { usePreferencesDispatch } from '@site/src/preferences/PreferencesProvider';

type Props = WrapperProps<typeof ColorModeToggleType>;

/** Remembers the reader's choice under `mui-mode` as well as Docusaurus's own key. */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const dispatch = usePreferencesDispatch();
  return (
    <ColorModeToggle
      {...props}
      onChange={(choice: Props['value']) => {
        dispatch({ type: 'CHANGE', payload: { mode: fromDocusaurusChoice(choice) } });
        props.onChange(choice);
      }}
    />
  );
}
