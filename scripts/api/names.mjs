/** Name helpers of the API reference generator. */

/** `DataGridPro` → `data-grid-pro`, `Unstable_PickersSectionList` → `unstable-pickers-section-list`. */
export function kebabCase(name) {
  return name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/-+/g, '-')
    .toLowerCase();
}

/** `DataGrid` → `dataGrid` (the lower-camel name of a `…Classes` export). */
export function lowerFirst(name) {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** A value export can be a component only when its name is PascalCase (not a SCREAMING_CASE constant). */
export function isComponentName(name) {
  return /^[A-Z][A-Za-z0-9_]*$/.test(name) && /[a-z]/.test(name);
}

/** Stable ordering by name, independent of the machine's locale. */
export function byName(a, b) {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
