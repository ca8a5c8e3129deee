/**
 * Turns an edited demo source into a component: sucrase strips types and
 * compiles JSX and imports, and the imports resolve to the modules the demo
 * already uses. Loaded only when a reader starts editing.
 */
import { createElement, Fragment, type ComponentType } from 'react';
import { transform } from 'sucrase';

export class DemoCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoCompileError';
  }
}

function asModule(namespace: unknown): unknown {
  if (namespace && typeof namespace === 'object' && !('__esModule' in namespace)) {
    return { ...(namespace as object), __esModule: true };
  }
  return namespace;
}

export function evaluateDemo(source: string, scope: Readonly<Record<string, unknown>>): ComponentType {
  let code: string;
  try {
    code = transform(source, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxPragma: '__jsx',
      jsxFragmentPragma: '__Fragment',
      production: true,
    }).code;
  } catch (error) {
    throw new DemoCompileError(error instanceof Error ? error.message : String(error));
  }
  const require = (specifier: string) => {
    if (!(specifier in scope)) {
      throw new DemoCompileError(
        `"${specifier}" cannot be imported here: live demos can use the modules the demo already imports.`,
      );
    }
    return asModule(scope[specifier]);
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  // Evaluating the reader's own edit is the feature.
  new Function('require', 'module', 'exports', '__jsx', '__Fragment', code)(
    require,
    module,
    module.exports,
    createElement,
    Fragment,
  );
  const component = module.exports.default;
  if (typeof component !== 'function') {
    throw new DemoCompileError('The demo must have a default export that is a React component.');
  }
  return component as ComponentType;
}
