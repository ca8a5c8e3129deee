/**
 * The dev server compiles a page when a browser first asks for it (Rspack's
 * `lazyCompilation` of dynamic imports), not every page of the site at start:
 * each route and each demo chunk is a dynamic import, so `npm start` compiles
 * the entry and the theme, and `/x/react-data-grid/` compiles when it is
 * opened. Entries stay eager. `DOCS_LAZY_COMPILATION=0` (`npm start --
 * --compile-all`) compiles everything at start, as before.
 *
 * Both pieces are public APIs: the `lazyCompilation` option of Rspack's
 * configuration, and its `lazyCompilationMiddleware(compiler)`, which answers
 * the browser's "these modules are wanted now" requests (POST, to
 * `/lazy-compilation-using-…`). The middleware reaches the dev server through
 * the `devServer` part of `configureWebpack`, which Docusaurus merges into its
 * own dev server options with webpack-merge. webpack-merge calls both
 * `setupMiddlewares` functions and concatenates the arrays they return, so
 * this one returns only its own middleware, which runs after Docusaurus's
 * (they answer GET requests; this one answers POST).
 * lazyCompilation.test.ts fails if the middleware factory leaves Rspack's
 * exports or the merged function stops including it.
 */

/** What the dev server passes to `setupMiddlewares`; only its compiler is read. */
interface DevServer {
  compiler: unknown;
}

/** The part of the bundler module (`currentBundler.instance`) this reads. */
export interface LazyCompilationBundler {
  lazyCompilationMiddleware?: (compiler: never) => unknown;
}

/**
 * The configuration part that turns on lazy compilation for the browser
 * bundle of the dev server; empty for the server bundle, a production build,
 * a bundler without the middleware (webpack), or when it is turned off.
 */
export function lazyCompilationConfig({
  bundler,
  isServer,
  mode,
  env = process.env,
}: {
  bundler: LazyCompilationBundler;
  isServer: boolean;
  mode: string | undefined;
  env?: NodeJS.ProcessEnv;
}): Record<string, unknown> {
  const middleware = bundler.lazyCompilationMiddleware;
  const turnedOff = env.DOCS_LAZY_COMPILATION === '0';
  if (isServer || mode !== 'development' || !middleware || turnedOff) return {};
  return {
    lazyCompilation: { entries: false, imports: true },
    devServer: {
      setupMiddlewares: (_middlewares: unknown[], devServer: DevServer) => [
        middleware(devServer.compiler as never),
      ],
    },
  };
}
