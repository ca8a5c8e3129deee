/**
 * What a span is: a value, a file, a command, CSS, keyboard keys or prose
 * (recognized by rules, nothing to check), or code whose names must exist.
 * For code, the names are listed with where they stand, so the check can be
 * precise: an attribute of `<DataGrid …>` must be a prop of `DataGrid`, the
 * method after `apiRef.current.` a method of the product's API object.
 */

export type NameContext =
  /** A name standing alone, a callee, a type or an object key. */
  | { kind: 'name' }
  /** A JSX attribute; `component` is the tag it sits on. */
  | { kind: 'attribute'; component: string }
  /** The member right after `apiRef.current.` (or `apiRef.current?.`). */
  | { kind: 'apiMethod' }
  /** The key right after `slots.` or `slotProps.`. */
  | { kind: 'slot' }
  /** A CSS class of the packages, `MuiDataGrid-cell`. */
  | { kind: 'cssClass' }
  /** An npm package of MUI and its entry point: `@mui/x-charts/BarChart`. */
  | { kind: 'package' }
  /**
   * A value passed by name: a call argument (`scale(category)`), a JSX attribute's
   * expression (`dateLibInstance={moment}`), an array element (`[startError, endError]`) or a
   * type argument (`useItemTooltip<SeriesType>()`).
   * Guides often write placeholders there; only names that read like API names must exist.
   */
  | { kind: 'argument' };

export interface NameRef {
  name: string;
  context: NameContext;
}

export type Verdict = { kind: 'non-api'; rule: NonApiRule } | { kind: 'api'; names: NameRef[] };

export type NonApiRule =
  | 'symbol'
  | 'value'
  | 'shell'
  | 'url'
  | 'package'
  | 'path'
  | 'css'
  | 'keyboard'
  | 'html'
  | 'text'
  | 'version'
  | 'format'
  | 'pattern'
  | 'local';

/** KeyboardEvent.key values and modifier names, as the guides write keys. */
export const KEYBOARD_KEYS = new Set([
  'Enter',
  'Escape',
  'Esc',
  'Tab',
  'Space',
  'Backspace',
  'Delete',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Shift',
  'Control',
  'Ctrl',
  'Alt',
  'Option',
  'Meta',
  'Cmd',
  'Command',
  'ControlOrMeta',
  'F2',
  'Insert',
]);

const JS_WORDS = new Set([
  'abstract',
  'any',
  'as',
  'async',
  'await',
  'bigint',
  'boolean',
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'declare',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'from',
  'function',
  'if',
  'implements',
  'import',
  'in',
  'infer',
  'instanceof',
  'interface',
  'is',
  'keyof',
  'let',
  'namespace',
  'never',
  'new',
  'null',
  'number',
  'object',
  'of',
  'readonly',
  'return',
  'satisfies',
  'static',
  'string',
  'super',
  'switch',
  'symbol',
  'this',
  'throw',
  'true',
  'try',
  'type',
  'typeof',
  'undefined',
  'unique',
  'unknown',
  'var',
  'void',
  'while',
  'yield',
  'NaN',
  'Infinity',
]);

const VALUE_WORDS = /^(true|false|null|undefined|NaN|Infinity|-Infinity)$/;
const STRING_LITERAL = /^(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`$]*`)$/;
/** Numbers, sizes, percentages, durations, ratios, ranges, dates and times. */
const NUMERIC =
  /^[-+−~≈<>≤≥]?\s*[\d.,_\s]*\d[\d.,_\s]*(?:px|%|ms|s|em|rem|fr|kB|KB|MB|GB|°|deg|x|h|d)?(?:\s*[-–×x/:+]\s*[-+]?[\d.,_]+\s*(?:px|%|ms|s|em|rem|h|d)?)*$/;
const DATE_TIME = /^(?=.*\d)(?:[\d/:.+\-–TZ]|\s|AM|PM|am|pm)+$/;
const VERSION =
  /^(?:[~^<>=]*v?\d+(?:\.(?:\d+|x|\*))*(?:-[\w.]+)?(?:\s*(?:\|\||\\\|\\\||-|–)\s*[~^<>=]*v?\d+(?:\.(?:\d+|x|\*))*(?:-[\w.]+)?)*|v\d+|\d+\.x|latest|next)$/;
const SHELL = /^(?:\$\s*)?(?:npm|npx|yarn|pnpm|git|node|bun|tsx|cd|corepack|crowdin|docker|curl)\s/;
const URL = /^(?:https?:\/\/|mailto:|www\.)\S+$|^[\w.+-]+@[\w-]+\.[\w.]+$/;
const SCOPED_PACKAGE = /^@[\w.-]+\/[\w.-]+(?:\/(?:[\w.*-]+|<\w+>))*\/?$/;
/** A module path or folder: `date-fns/locale`, `dayjs/plugin/utc`, `v8.0.0/data-grid/`. */
const MODULE_PATH = /^[a-z@][\w.@-]*(?:\/(?:[\w.@*-]+|<\w+>))+\/?$/;
/** A locale tag with a region or script: `ar-SA`, `fa-IR`, `zh-Hans`. */
const LOCALE_TAG = /^[a-z]{2,3}[-_](?:[A-Z]{2}|[A-Z][a-z]{3})$/;
const FILE =
  /^[\w.@*/[\]-]*\.(?:tsx?|jsx?|mjs|cjs|mts|json|css|scss|md|mdx|html|ya?ml|svg|png|jpe?g|webp|lock|txt|xml|xlsx|csv|d\.ts)$/i;
const PATH = /^(?:\.{0,2}\/|~\/)[\w./*@[\]{}:-]*$/;
/** Kebab-case words: CSS properties, CLI flags, codemod names (`add-showToolbar-prop`), package suffixes (`-pro`). */
const KEBAB =
  /^-{0,2}[a-z][a-z0-9]*(?:-[a-z0-9*]+)+$|^-{1,2}[a-z][a-z0-9-]*$|^[a-z][a-z0-9]*(?:-[a-zA-Z0-9]+){2,}$/;
/** A modifier class key: `main--hiddenContent`, `columnHeader--sorted`. */
const CLASS_KEY = /^[a-z][A-Za-z0-9]*--[A-Za-z0-9]+$/;
const CSS =
  /^(?:[&:#]|::|--|\[(?:data-|aria-|role|dir|type)|\.[a-z][a-z0-9]*-|@media|@container|@layer|!important|rgba?\(|hsla?\(|var\(--|calc\(|url\(|linear-gradient|repeat\(|minmax\()/;
/** A class selector written with a class key: `.timeIcon` (the key must exist, like `MuiDataGrid-cell`). */
const CLASS_SELECTOR = /^\.([a-z][A-Za-z0-9]*)$/;
/** One or more classes of the packages: `MuiDataGrid-cell`, `.MuiPickersDay-root.Mui-selected`, `Mui-disabled`. */
const MUI_CLASSES = /^(?:\.?Mui(?:[A-Z][A-Za-z]*)?-[\w-]+)+(?:[\s>]+(?:\.?Mui(?:[A-Z][A-Za-z]*)?-[\w-]+)+)*$/;
const KEY_COMBO =
  /^(?:Ctrl|Control|Cmd|Command|Shift|Alt|Option|Meta|⌘|⌥|⇧)(?:\s*\+\s*(?:Ctrl|Control|Cmd|Command|Shift|Alt|Option|Meta|[A-Za-z0-9]+|Click|Enter|Space|Tab|Escape|Arrow\w+|Page\w+|Home|End|Delete|Backspace|[^\s\w]))+$/;
const HTML_TAG = /^<\/?[a-z][\w-]*(?:\s[^<>]*)?\/?>$/;
/** Prose: words (with hyphens or apostrophes), spaces and sentence punctuation only. */
const PROSE = /^[\p{L}\p{N}'’\-–—…!?,;.: ]+$/u;
/** Codes written in capitals with hyphens: `TEA-GRN-100`, `GH-1`. */
const CODE_VALUE = /^[A-Z0-9]+(?:-[A-Z0-9]+)+$/;
/** Date format strings of the date libraries: `DD/MM/YYYY`, `HH:mm`, `MMMM`, `jYYYY`. */
const DATE_FORMAT =
  /^(?=.*(?:YY|MM|DD|dd|HH|hh|mm|ss|Do|LT|LL))[YMDdHhmsSaAZjiLlTwWEoQqGgXxkuBb]+(?:[\s/.:,\-–]+[YMDdHhmsSaAZjiLlTwWEoQqGgXxkuBb]+)*$/;
/** A CSS declaration: `display: none`, `grid-area: chart` (a JavaScript value would be quoted, a number or a keyword). */
const CSS_DECLARATION =
  /^[a-z][a-z-]*\s*:\s*(?=\S)(?![\d'"{[]|true\b|false\b|null\b|undefined\b)[a-z0-9#.%\s(),-]+;?$/;

interface Token {
  value: string;
  /** Index of the token in the span. */
  start: number;
  kind: 'ident' | 'punct';
}

/** A `/` starts a regular expression where a value is expected: after `(`, `,`, `=`, `:` or at the start. */
function isRegexStart(tokens: Token[]): boolean {
  const previous = tokens.at(-1);
  return (
    !previous ||
    (previous.kind === 'punct' &&
      ['(', ',', '=', ':', '[', '!', '&', '|', '?', '{', ';'].includes(previous.value))
  );
}

/** Identifiers and punctuation of a code span; strings, numbers and comments are dropped. */
export function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < code.length) {
    const char = code.charAt(index);
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === "'" || char === '"' || char === '`') {
      let end = index + 1;
      while (end < code.length && code[end] !== char) end += code[end] === '\\' ? 2 : 1;
      tokens.push({ value: 'STRING', start: index, kind: 'punct' });
      index = end + 1;
    } else if (char === '/' && isRegexStart(tokens) && code.indexOf('/', index + 1) > index + 1) {
      // A regular expression literal: `/\u200e/g`.
      let end = index + 1;
      while (end < code.length && code[end] !== '/') end += code[end] === '\\' ? 2 : 1;
      end += 1;
      while (/[a-z]/.test(code[end] ?? '')) end += 1;
      tokens.push({ value: 'REGEX', start: index, kind: 'punct' });
      index = end;
    } else if (/[0-9]/.test(char)) {
      let end = index + 1;
      while (end < code.length && /[\w.]/.test(code.charAt(end))) end += 1;
      tokens.push({ value: 'NUMBER', start: index, kind: 'punct' });
      index = end;
    } else if (/[A-Za-z_$]/.test(char)) {
      let end = index + 1;
      while (end < code.length && /[\w$]/.test(code.charAt(end))) end += 1;
      // Hyphenated attribute names (aria-label, data-id) stay one token.
      while (
        code[end] === '-' &&
        /[a-z]/.test(code[end + 1] ?? '') &&
        /^[a-z]+$/.test(code.slice(index, end).split('-')[0] ?? '')
      ) {
        end += 1;
        while (end < code.length && /[\w$]/.test(code.charAt(end))) end += 1;
      }
      tokens.push({ value: code.slice(index, end), start: index, kind: 'ident' });
      index = end;
    } else if (
      code.startsWith('=>', index) ||
      code.startsWith('?.', index) ||
      code.startsWith('...', index)
    ) {
      const value = code.startsWith('...', index) ? '...' : code.slice(index, index + 2);
      tokens.push({ value, start: index, kind: 'punct' });
      index += value.length;
    } else {
      tokens.push({ value: char, start: index, kind: 'punct' });
      index += 1;
    }
  }
  return tokens;
}

/** A name written as part of a pattern: next to `…` or `*`, or a prefix ending with `_`. */
function isPattern(code: string, token: Token): boolean {
  const before = code[token.start - 1] ?? '';
  const after = code[token.start + token.value.length] ?? '';
  return (
    /[…*]/.test(before) || /[…*]/.test(after) || token.value.endsWith('_') || /Xxx|XXX/.test(token.value)
  );
}

/** Whether the name at `index` stands alone as an argument: `f(a, b)`, `attr={a}`, `Type<A>`. */
function isArgument(tokens: Token[], index: number, stack: string[]): boolean {
  const previous = tokens[index - 1]?.value;
  const next = tokens[index + 1]?.value;
  if (stack.at(-1) === '(' && (previous === '(' || previous === ',') && (next === ')' || next === ',')) {
    // Only the arguments of a call (a name or a closing bracket before the parenthesis).
    let depth = 0;
    for (let back = index - 1; back >= 0; back -= 1) {
      const value = tokens[back]?.value;
      if (value === ')') depth += 1;
      else if (value === '(') {
        if (depth === 0) {
          const callee = tokens[back - 1];
          return (
            callee !== undefined && (callee.kind === 'ident' || callee.value === ')' || callee.value === '>')
          );
        }
        depth -= 1;
      }
    }
    return false;
  }
  if (previous === '{' && next === '}' && tokens[index - 2]?.value === '=') return true;
  // An element of an array or tuple: `[startError, endError]`.
  if (stack.at(-1) === '[' && (previous === '[' || previous === ',') && (next === ']' || next === ','))
    return true;
  if ((previous === '<' || previous === ',') && (next === '>' || next === ',' || next === '[')) {
    const opener = tokens
      .slice(0, index)
      .reverse()
      .find((token) => token.value === '<' || token.value === '>');
    const before = opener ? tokens[tokens.indexOf(opener) - 1] : undefined;
    return opener?.value === '<' && before?.kind === 'ident';
  }
  return false;
}

/**
 * The names a code span uses, in context. Local names are left out: the
 * parameters of arrow functions (`(value, index) => …`, except destructured
 * ones, which name properties), type parameters and one-letter names.
 */
export function codeNames(code: string): NameRef[] {
  const tokens = tokenize(code);
  const names: NameRef[] = [];
  const local = new Set<string>();
  // Arrow function parameters: `x =>` and `( … ) =>`, destructuring braces excepted.
  for (let index = 0; index < tokens.length; index += 1) {
    if (tokens[index]?.value !== '=>') continue;
    const before = tokens[index - 1];
    if (before?.kind === 'ident') {
      local.add(before.value);
    } else if (before?.value === ')') {
      let depth = 0;
      let braces = 0;
      for (let back = index - 1; back >= 0; back -= 1) {
        const token = tokens[back];
        if (!token) break;
        if (token.value === ')') depth += 1;
        else if (token.value === '(') {
          depth -= 1;
          if (depth === 0) break;
        } else if (token.value === '}') braces += 1;
        else if (token.value === '{') braces -= 1;
        else if (token.kind === 'ident' && depth === 1 && braces === 0) {
          const next = tokens[back + 1];
          const previous = tokens[back - 1];
          // A parameter name is followed by `,` `)` `:` `?` `=` and preceded by `(` `,` or `...`.
          if (
            ['(', ',', '...'].includes(previous?.value ?? '') &&
            [',', ')', ':', '?', '='].includes(next?.value ?? '')
          ) {
            local.add(token.value);
          }
        }
      }
    }
  }
  // Type parameters: `<R, V>` after a name, `<T extends …>`.
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token) continue;
    if (token.kind === 'ident' && /^[A-Z]$/.test(token.value)) local.add(token.value);
  }
  const stack: string[] = [];
  let jsxTag: string | null = null;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token) continue;
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    if (token.kind === 'punct') {
      if (token.value === '(' || token.value === '{' || token.value === '[') stack.push(token.value);
      else if (token.value === ')' || token.value === '}' || token.value === ']') stack.pop();
      else if (token.value === '>' && jsxTag && stack.length === 0) jsxTag = null;
      continue;
    }
    const name = token.value;
    // A keyword is a name when it is an object key or a member (`type: 'bar'`, `options.default`).
    const isKeyword =
      JS_WORDS.has(name) && next?.value !== ':' && previous?.value !== '.' && previous?.value !== '?.';
    if (isKeyword || local.has(name) || name.length === 1) continue;
    // A name pattern (`on…Change`, `getGrid*Operators`, `unstable_`) stands for several names.
    if (isPattern(code, token)) continue;
    // A parameter label in a function type: `(value: string) => …`.
    if (stack.at(-1) === '(' && next?.value === ':' && ['(', ','].includes(previous?.value ?? '')) continue;
    const isMember = previous?.value === '.' || previous?.value === '?.';
    // JSX: `<Tag` opens a tag; inside it, names before `=` or bare words are attributes.
    if (
      previous?.value === '<' &&
      /^[A-Z]/.test(name) &&
      (index < 2 || tokens[index - 2]?.kind !== 'ident')
    ) {
      jsxTag = name;
      names.push({ name, context: { kind: 'name' } });
      continue;
    }
    if (previous?.value === '<' && /^[a-z]/.test(name) && index === 1) {
      jsxTag = name; // an HTML element: its attributes are the platform's
      continue;
    }
    if (jsxTag && stack.length === 0 && !isMember && previous?.value !== '<') {
      if (/^[A-Z]/.test(jsxTag)) names.push({ name, context: { kind: 'attribute', component: jsxTag } });
      continue;
    }
    // A bare name passed as a call argument, a JSX attribute's expression or a type argument.
    if (
      !isMember &&
      next?.value !== '.' &&
      next?.value !== '?.' &&
      next?.value !== '(' &&
      isArgument(tokens, index, stack)
    ) {
      names.push({ name, context: { kind: 'argument' } });
      continue;
    }
    if (isMember) {
      const owner = tokens[index - 2];
      const ownerOwner = tokens[index - 4];
      if (
        owner?.value === 'current' &&
        tokens[index - 3]?.value !== undefined &&
        ['.', '?.'].includes(tokens[index - 3]?.value ?? '') &&
        ownerOwner?.value === 'apiRef'
      ) {
        names.push({ name, context: { kind: 'apiMethod' } });
        continue;
      }
      if (owner?.value === 'slots' || owner?.value === 'slotProps') {
        names.push({ name, context: { kind: 'slot' } });
        continue;
      }
    }
    names.push({ name, context: { kind: 'name' } });
  }
  return names;
}

/** Classifies one span. */
export function classifySpan(raw: string): Verdict {
  const text = raw.trim();
  if (!/[\p{L}]/u.test(text)) return { kind: 'non-api', rule: 'symbol' };
  if (VALUE_WORDS.test(text) || STRING_LITERAL.test(text)) return { kind: 'non-api', rule: 'value' };
  if (NUMERIC.test(text) || DATE_TIME.test(text)) return { kind: 'non-api', rule: 'value' };
  if (VERSION.test(text)) return { kind: 'non-api', rule: 'version' };
  if (SHELL.test(text)) return { kind: 'non-api', rule: 'shell' };
  if (URL.test(text)) return { kind: 'non-api', rule: 'url' };
  if (SCOPED_PACKAGE.test(text) && /^@(mui|material-ui)\//.test(text)) {
    return { kind: 'api', names: [{ name: text, context: { kind: 'package' } }] };
  }
  if (SCOPED_PACKAGE.test(text) || /^@[a-z][\w.-]*\/?$/.test(text))
    return { kind: 'non-api', rule: 'package' };
  if (FILE.test(text) || PATH.test(text)) return { kind: 'non-api', rule: 'path' };
  if (MUI_CLASSES.test(text)) {
    const classes = text.match(/Mui(?:[A-Z][A-Za-z]*)?-[\w-]+/g) ?? [];
    return { kind: 'api', names: classes.map((name) => ({ name, context: { kind: 'cssClass' } })) };
  }
  if (CLASS_KEY.test(text)) return { kind: 'api', names: [{ name: text, context: { kind: 'name' } }] };
  const classSelector = CLASS_SELECTOR.exec(text);
  if (classSelector?.[1])
    return { kind: 'api', names: [{ name: classSelector[1], context: { kind: 'name' } }] };
  if (LOCALE_TAG.test(text)) return { kind: 'non-api', rule: 'value' };
  if (MODULE_PATH.test(text)) return { kind: 'non-api', rule: 'path' };
  if (KEBAB.test(text) || CSS.test(text)) return { kind: 'non-api', rule: 'css' };
  if (CODE_VALUE.test(text)) return { kind: 'non-api', rule: 'value' };
  if (DATE_FORMAT.test(text)) return { kind: 'non-api', rule: 'format' };
  if (CSS_DECLARATION.test(text)) return { kind: 'non-api', rule: 'css' };
  if (KEY_COMBO.test(text) || KEYBOARD_KEYS.has(text)) return { kind: 'non-api', rule: 'keyboard' };
  if (HTML_TAG.test(text)) return { kind: 'non-api', rule: 'html' };
  if (/\s/.test(text) && PROSE.test(text) && (!text.includes(':') || text.split(/\s+/).length >= 3)) {
    return { kind: 'non-api', rule: 'text' };
  }
  const names = codeNames(text);
  if (names.length === 0) {
    return {
      kind: 'non-api',
      rule: tokenize(text).some((token) => isPattern(text, token)) ? 'pattern' : 'local',
    };
  }
  return { kind: 'api', names };
}
