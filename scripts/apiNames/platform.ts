/**
 * Web platform names that no declaration file of the project lists in the
 * form guides write them: WAI-ARIA roles, HTML attributes as written in markup
 * (lowercase), and the Node.js globals that build tools expose to apps.
 */

/** WAI-ARIA 1.2 roles. */
export const ARIA_ROLES = [
  'alert',
  'alertdialog',
  'application',
  'article',
  'banner',
  'blockquote',
  'button',
  'caption',
  'cell',
  'checkbox',
  'code',
  'columnheader',
  'combobox',
  'complementary',
  'contentinfo',
  'definition',
  'deletion',
  'dialog',
  'directory',
  'document',
  'emphasis',
  'feed',
  'figure',
  'form',
  'generic',
  'grid',
  'gridcell',
  'group',
  'heading',
  'img',
  'insertion',
  'link',
  'list',
  'listbox',
  'listitem',
  'log',
  'main',
  'marquee',
  'math',
  'menu',
  'menubar',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'meter',
  'navigation',
  'none',
  'note',
  'option',
  'paragraph',
  'presentation',
  'progressbar',
  'radio',
  'radiogroup',
  'region',
  'row',
  'rowgroup',
  'rowheader',
  'scrollbar',
  'search',
  'searchbox',
  'separator',
  'slider',
  'spinbutton',
  'status',
  'strong',
  'subscript',
  'superscript',
  'switch',
  'tab',
  'table',
  'tablist',
  'tabpanel',
  'term',
  'textbox',
  'time',
  'timer',
  'toolbar',
  'tooltip',
  'tree',
  'treegrid',
  'treeitem',
];

/** HTML attributes as written in markup, where they differ from their DOM property names. */
export const HTML_ATTRIBUTES = [
  'tabindex',
  'readonly',
  'maxlength',
  'minlength',
  'colspan',
  'rowspan',
  'contenteditable',
  'autocomplete',
  'autofocus',
  'inputmode',
  'enterkeyhint',
  'for',
  'class',
  'inert',
  'nonce',
  'dir',
  'lang',
];

/** Node.js globals that bundlers expose to application code. */
export const NODE_GLOBALS = ['process', 'env', 'NODE_ENV', 'require', 'module', 'globalThis', '__dirname'];

export const PLATFORM_NAMES: readonly string[] = [...ARIA_ROLES, ...HTML_ATTRIBUTES, ...NODE_GLOBALS];

/**
 * Material UI packages the guides name that no MUI X changelog does (each checked on the npm
 * registry): the Material UI codemods and the Material-UI v4 pickers.
 */
export const OTHER_MUI_PACKAGES: readonly string[] = ['@mui/codemod', '@material-ui/pickers'];
