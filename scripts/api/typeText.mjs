/** Printing types readably: whitespace, import paths, unions. Pure string work. */

/** Collapses whitespace and drops `import("…").` qualifiers TypeScript prints for foreign types. */
export function normalizeType(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*\n/g, '\n')
    .replace(/import\("[^"]*"\)\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/;\s*}/g, ' }')
    .replace(/{\s*}/g, '{}')
    .trim();
}

const OPENERS = { '(': ')', '[': ']', '{': '}', '<': '>' };

/** Splits a type on its top-level `|` (not inside brackets, generics or quotes). */
export function splitTopLevel(text, separator = '|') {
  const parts = [];
  const stack = [];
  let quote = null;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      current += char;
      if (char === quote && text[index - 1] !== '\\') quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if (char in OPENERS) {
      stack.push(OPENERS[char]);
    } else if (char === stack[stack.length - 1] && !(char === '>' && text[index - 1] === '=')) {
      stack.pop();
    } else if (char === separator && stack.length === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current.trim());
  return parts.filter((part) => part !== '');
}

/** Union members for display: `undefined` dropped, `false | true` folded into `boolean`, order kept. */
export function unionMembers(members) {
  const withoutUndefined = members.filter((member) => member !== 'undefined');
  const hasBoth = withoutUndefined.includes('false') && withoutUndefined.includes('true');
  const result = [];
  for (const member of withoutUndefined) {
    if (hasBoth && (member === 'false' || member === 'true')) {
      if (!result.includes('boolean')) result.push('boolean');
    } else if (!result.includes(member)) {
      result.push(member);
    }
  }
  return result;
}

/** Unions larger than this, or with members longer than this, are left as declared. */
export const MAX_EXPANDED_MEMBERS = 60;
export const MAX_MEMBER_LENGTH = 160;

/**
 * The expansion offered for a prop type: the union's members when the declared
 * text does not already show them all (an alias such as `GridDensity`, or a
 * long inline union). Null when there is nothing more to show.
 */
export function expansionOf(declared, members) {
  const shown = unionMembers(members);
  if (shown.length < 2 || shown.length > MAX_EXPANDED_MEMBERS) return null;
  if (shown.some((member) => member.length > MAX_MEMBER_LENGTH)) return null;
  const declaredMembers = unionMembers(splitTopLevel(declared));
  const alreadyShown =
    declaredMembers.length === shown.length && declaredMembers.every((member) => shown.includes(member));
  if (alreadyShown && declared.length <= 80) return null;
  return shown;
}

const ELEMENT_RETURNS = new Set([
  'Element',
  'JSX.Element',
  'React.JSX.Element',
  'ReactNode',
  'React.ReactNode',
  'ReactElement',
  'Promise<ReactNode>',
]);

/**
 * Whether a function's printed return type is what a React component returns
 * (an element, a node, possibly null), and not null alone.
 */
export function isElementReturn(returnType) {
  const members = splitTopLevel(normalizeType(returnType)).map((member) =>
    member.replace(/^(React\.)?ReactElement<.*>$/, 'ReactElement'),
  );
  const nonNull = members.filter((member) => member !== 'null');
  return nonNull.length > 0 && nonNull.every((member) => ELEMENT_RETURNS.has(member));
}

/** `((item: R) => string)` → `(item: R) => string`: outer parentheses that wrap the whole type dropped. */
export function unwrapParens(text) {
  let result = text.trim();
  while (result.startsWith('(') && result.endsWith(')')) {
    let depth = 0;
    let closesAtEnd = true;
    for (let index = 0; index < result.length; index += 1) {
      if (result[index] === '(') depth += 1;
      if (result[index] === ')') depth -= 1;
      if (depth === 0 && index < result.length - 1) {
        closesAtEnd = false;
        break;
      }
    }
    if (!closesAtEnd) break;
    result = result.slice(1, -1).trim();
  }
  return result;
}
