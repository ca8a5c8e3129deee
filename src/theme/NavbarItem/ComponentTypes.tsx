import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import VersionSwitcher from '@site/src/components/VersionSwitcher';
import DirectionToggle from '@site/src/components/DirectionToggle';

export default {
  ...ComponentTypes,
  'custom-versionSwitcher': VersionSwitcher,
  'custom-directionToggle': DirectionToggle,
};
