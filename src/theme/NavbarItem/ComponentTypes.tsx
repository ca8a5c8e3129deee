import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import VersionSwitcher from '@site/src/components/VersionSwitcher';
import DirectionToggle from '@site/src/components/DirectionToggle';
import RepositoryLink from '@site/src/components/RepositoryLink';
import SettingsButton from '@site/src/components/SettingsDrawer';

export default {
  ...ComponentTypes,
  'custom-versionSwitcher': VersionSwitcher,
  'custom-directionToggle': DirectionToggle,
  'custom-repositoryLink': RepositoryLink,
  'custom-settingsButton': SettingsButton,
};
