/**
 * The sidebar item type, derived from the docs plugin's public `SidebarsConfig`
 * (the plugin does not export the item type itself): a sidebar is either
 * categories in shorthand or a list of items, and an item is an element of
 * that list.
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

export type SidebarItemConfig = Extract<SidebarsConfig[string], readonly unknown[]>[number];
