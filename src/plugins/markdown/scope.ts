/**
 * The values a page's JSX attributes name, read without running the page: the
 * page's imports of JSON data (`import model from '@site/src/data/api/….json'`),
 * and literal expressions (strings, numbers, objects, arrays). That is all the
 * site's components take from a page (`<LocaleTable data={localeTable}
 * labels={{…}} />`, `<ApiPage model={model} guides={guides} />`); anything else
 * is an error naming the page, so a page never loses content silently.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { MdNode } from './mdast';

export class MarkdownError extends Error {
  override name = 'MarkdownError';
  constructor(file: string, message: string, line?: number) {
    super(`Markdown of ${file}${line ? ` (line ${line})` : ''}: ${message}`);
  }
}

/** Where in the site a node comes from: the page's file and the lines of front matter above its body. */
export interface SourceAt {
  file: string;
  lineOffset: number;
}

function lineOf(node: MdNode, at: SourceAt): number | undefined {
  const line = node.position?.start.line;
  return line === undefined ? undefined : line + at.lineOffset;
}

/** A value a page imports or writes in an attribute. */
export type ScopeValue = unknown;

/**
 * A page's imports that are data: `@site/…` and relative JSON files, read
 * from disk; `@generated/…` modules through `generated` (the build's own data,
 * such as an API page's guides). Component imports are not values and are left out.
 */
export function importScope(
  tree: MdNode,
  pagePath: string,
  siteDir: string,
  generated: (specifier: string) => ScopeValue | undefined,
): Map<string, ScopeValue> {
  const scope = new Map<string, ScopeValue>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as { body?: EsNode[] } | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = String((statement.source as EsNode | undefined)?.value ?? '');
      const local = (statement.specifiers as EsNode[] | undefined)?.find(
        (entry) => entry.type === 'ImportDefaultSpecifier',
      )?.local as EsNode | undefined;
      if (!local?.name) continue;
      if (specifier.startsWith('@generated/')) {
        const value = generated(specifier);
        if (value !== undefined) scope.set(String(local.name), value);
      } else if (specifier.endsWith('.json')) {
        const file = specifier.startsWith('@site/')
          ? resolve(siteDir, specifier.slice('@site/'.length))
          : resolve(dirname(pagePath), specifier);
        scope.set(String(local.name), JSON.parse(readFileSync(file, 'utf8')) as ScopeValue);
      }
    }
  }
  return scope;
}

/** An ESTree node, as acorn gives it through the MDX parser. */
interface EsNode {
  type: string;
  [key: string]: unknown;
}

class NotStatic extends Error {}

function evaluate(node: EsNode, scope: ReadonlyMap<string, ScopeValue>): ScopeValue {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as EsNode[];
      if ((node.expressions as EsNode[]).length > 0) throw new NotStatic('a template with expressions');
      return quasis.map((quasi) => (quasi.value as { cooked: string }).cooked).join('');
    }
    case 'Identifier': {
      const name = String(node.name);
      if (name === 'undefined') return undefined;
      if (!scope.has(name)) throw new NotStatic(`"${name}", which is not a JSON import of the page`);
      return scope.get(name);
    }
    case 'ArrayExpression':
      return (node.elements as EsNode[]).map((element) => evaluate(element, scope));
    case 'ObjectExpression': {
      const result: Record<string, ScopeValue> = {};
      for (const property of node.properties as EsNode[]) {
        const key = property.key as EsNode | undefined;
        if (property.type !== 'Property' || property.computed || !key) {
          throw new NotStatic('an object with computed or spread keys');
        }
        const name = key.type === 'Identifier' ? String(key.name) : String(key.value);
        result[name] = evaluate(property.value as EsNode, scope);
      }
      return result;
    }
    case 'UnaryExpression':
      if (node.operator === '-') return -Number(evaluate(node.argument as EsNode, scope));
      throw new NotStatic(`the operator ${String(node.operator)}`);
    default:
      throw new NotStatic(`a ${node.type}`);
  }
}

/** The single expression of an MDX expression's program (`{…}` or an attribute value). */
function expressionOf(estree: unknown): EsNode | null {
  const body = (estree as { body?: EsNode[] } | undefined)?.body ?? [];
  const statement = body[0];
  return statement?.type === 'ExpressionStatement' ? (statement.expression as EsNode) : null;
}

/** Whether an MDX expression is only a comment (`{/* … *\/}`). */
export function isCommentExpression(node: MdNode): boolean {
  const body = (node.data?.estree as { body?: unknown[] } | undefined)?.body;
  return Array.isArray(body) && body.length === 0;
}

/** The value of an MDX expression written in the page (`{'text'}`). */
export function expressionValue(
  node: MdNode,
  scope: ReadonlyMap<string, ScopeValue>,
  at: SourceAt,
): ScopeValue {
  const expression = expressionOf(node.data?.estree);
  try {
    if (!expression) throw new NotStatic('an expression the writer cannot read');
    return evaluate(expression, scope);
  } catch (error) {
    if (!(error instanceof NotStatic)) throw error;
    throw new MarkdownError(
      at.file,
      `the expression {${String(node.value)}} uses ${error.message}; Markdown pages can only show literal values.`,
      lineOf(node, at),
    );
  }
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: unknown } };
}

/** The attributes of a JSX element as values: strings as written, `{…}` evaluated, bare names `true`. */
export function jsxAttributes(
  element: MdNode,
  scope: ReadonlyMap<string, ScopeValue>,
  at: SourceAt,
): Record<string, ScopeValue> {
  const result: Record<string, ScopeValue> = {};
  for (const attribute of (element.attributes ?? []) as JsxAttribute[]) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      throw new MarkdownError(
        at.file,
        `<${element.name ?? ''}> spreads attributes, which Markdown pages cannot read.`,
        lineOf(element, at),
      );
    }
    const { value } = attribute;
    if (value === null || value === undefined) {
      result[attribute.name] = true;
    } else if (typeof value === 'string') {
      result[attribute.name] = value;
    } else {
      const expression = expressionOf(value.data?.estree);
      try {
        if (!expression) throw new NotStatic('an expression the writer cannot read');
        result[attribute.name] = evaluate(expression, scope);
      } catch (error) {
        if (!(error instanceof NotStatic)) throw error;
        throw new MarkdownError(
          at.file,
          `<${element.name ?? ''} ${attribute.name}={${value.value}}> uses ${error.message}; ` +
            'Markdown pages can only read JSON imports and literal values.',
          lineOf(element, at),
        );
      }
    }
  }
  return result;
}
