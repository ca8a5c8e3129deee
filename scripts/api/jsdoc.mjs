/**
 * Reading JSDoc: descriptions, `@default` and `@deprecated`. Input is plain
 * text (TypeScript's display parts already joined), so these stay pure.
 */

/**
 * `{@link Foo}` / `{@link Foo label}` → inline code or the label; whitespace
 * tidied; maintainers' notes (from `TODO` to the end of its paragraph) left
 * out, as they are addressed to the library's developers, not its readers.
 */
export function tidyDocText(text) {
  return text
    .replace(/\r\n/g, '\n')
    .replace(/\s*\bTODO\b[\s\S]*?(?=\n\s*\n|$)/g, '')
    .replace(/\{@link(?:code|plain)?\s+([^}\s|]+)(?:[\s|]+([^}]*))?\}/g, (_match, target, label) =>
      label ? label.trim() : `\`${target}\``,
    )
    .replace(/\[\[([^\]]+)\]\]/g, '`$1`')
    .replace(/\r\n/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

const LINK_LIST_HEADINGS = /^(Demos|API|Features|Documentation):\s*$/i;

/**
 * The one-paragraph description of a component: the JSDoc text without the
 * "Demos:" / "API:" link lists MUI adds, and only its first paragraph.
 */
export function componentDescription(text) {
  const kept = [];
  let inList = false;
  for (const line of tidyDocText(text).split('\n')) {
    const trimmed = line.trim();
    if (LINK_LIST_HEADINGS.test(trimmed)) {
      inList = true;
      continue;
    }
    if (inList && (trimmed.startsWith('- ') || trimmed === '')) {
      continue;
    }
    inList = false;
    kept.push(trimmed);
  }
  const paragraph =
    kept
      .join('\n')
      .trim()
      .split(/\n\s*\n/)[0] ?? '';
  return paragraph.replace(/\s*\n\s*/g, ' ').trim();
}

/** Description of a prop or member: paragraphs kept, lines inside a paragraph joined. */
export function memberDescription(text) {
  return tidyDocText(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Default, deprecation and description from a symbol's JSDoc. `tags` are
 * `{ name, text }` pairs. A bare `@deprecated` gives an empty note (still deprecated).
 */
export function readDoc({ description = '', tags = [] }) {
  const result = { description: memberDescription(description) };
  for (const tag of tags) {
    const text = tidyDocText(tag.text ?? '');
    if (tag.name === 'default' && result.default === undefined) {
      result.default = text.replace(/\s*\n\s*/g, ' ');
    } else if (tag.name === 'deprecated' && result.deprecated === undefined) {
      result.deprecated = text.replace(/\s*\n\s*/g, ' ');
    }
  }
  return result;
}
