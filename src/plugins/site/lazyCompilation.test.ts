/** @jest-environment node */
import * as rspack from '@rspack/core';
import { merge } from 'webpack-merge';
import { lazyCompilationConfig, type LazyCompilationBundler } from './lazyCompilation';

const answer = () => 'lazy';
const bundler: LazyCompilationBundler = { lazyCompilationMiddleware: () => answer };

describe('lazy compilation of the dev server', () => {
  it('is on for the browser bundle of the dev server', () => {
    const config = lazyCompilationConfig({ bundler, isServer: false, mode: 'development', env: {} });
    expect(config.lazyCompilation).toEqual({ entries: false, imports: true });
  });

  it('is off for the server bundle, a production build, when turned off, and without the middleware', () => {
    expect(lazyCompilationConfig({ bundler, isServer: true, mode: 'development', env: {} })).toEqual({});
    expect(lazyCompilationConfig({ bundler, isServer: false, mode: 'production', env: {} })).toEqual({});
    const off = { DOCS_LAZY_COMPILATION: '0' };
    expect(lazyCompilationConfig({ bundler, isServer: false, mode: 'development', env: off })).toEqual({});
    expect(lazyCompilationConfig({ bundler: {}, isServer: false, mode: 'development', env: {} })).toEqual({});
  });

  // Rspack's public export: the dev server needs it to answer the browser's requests.
  it('finds the middleware factory among the installed Rspack exports', () => {
    expect(typeof rspack.lazyCompilationMiddleware).toBe('function');
  });

  // Docusaurus merges a plugin's devServer options into its own with webpack-merge
  // (@docusaurus/core, commands/start/webpack.js): both setupMiddlewares must still run.
  it('adds its middleware after the dev server setup of Docusaurus once the two are merged', () => {
    const docusaurusSetup = {
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift('source maps');
        return middlewares;
      },
    };
    const ours = lazyCompilationConfig({ bundler, isServer: false, mode: 'development', env: {} })
      .devServer as typeof docusaurusSetup;
    const merged = merge(docusaurusSetup, ours) as typeof docusaurusSetup & {
      setupMiddlewares: (middlewares: unknown[], devServer: { compiler: unknown }) => unknown[];
    };
    expect(merged.setupMiddlewares(['static files'], { compiler: {} })).toEqual([
      'source maps',
      'static files',
      answer,
    ]);
  });
});
