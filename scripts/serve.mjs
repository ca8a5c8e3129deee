#!/usr/bin/env node
/**
 * Serves the production build under its base URL with gzip, as a real static
 * host does (`docusaurus serve` does not compress). Used by the end-to-end
 * tests, the benchmark and Lighthouse runs. Loopback only.
 *
 *   node scripts/serve.mjs [--dir build] [--port 3000] [--base /x/] [--host 127.0.0.1]
 *
 * `startServer({ rewrite })` lets a test serve a changed file without copying
 * the build: `rewrite(urlPath, body)` returns the body to send.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.svg',
  '.txt',
  '.md',
  '.webmanifest',
]);
/** Files whose name does not change when their content does: revalidated on every use. */
const REVALIDATED = new Set(['.html', '.md', '.txt']);

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path under the base to a file of the build, or a redirect / 404. */
export async function resolveRequest(root, base, urlPath) {
  if (!urlPath.startsWith(base)) {
    return urlPath === '/' || urlPath === base.slice(0, -1) ? { redirect: base } : { notFound: true };
  }
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(base.length));
  } catch {
    return { notFound: true };
  }
  const target = normalize(join(root, relative));
  if (target !== root && !target.startsWith(root + sep)) {
    return { notFound: true };
  }
  if (urlPath.endsWith('/')) {
    const index = join(target, 'index.html');
    return (await isFile(index)) ? { file: index } : { notFound: true };
  }
  if (await isFile(target)) {
    return { file: target };
  }
  if (await isFile(join(target, 'index.html'))) {
    return { redirect: `${urlPath}/` };
  }
  return { notFound: true };
}

function notFoundPage(root, base, urlPath) {
  // The zh build has its own 404 page.
  const zhPrefix = `${base}zh/`;
  return urlPath.startsWith(zhPrefix) ? join(root, 'zh', '404.html') : join(root, '404.html');
}

export function startServer({
  dir = 'build',
  port = 3000,
  base = '/x/',
  host = '127.0.0.1',
  rewrite = (_urlPath, body) => body,
} = {}) {
  const root = resolve(dir);
  const gzipCache = new Map();

  async function send(req, res, file, status, urlPath) {
    const ext = extname(file);
    const original = await readFile(file);
    const rewritten = rewrite(urlPath, original);
    let body = Buffer.isBuffer(rewritten) ? rewritten : Buffer.from(rewritten);
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      let zipped = rewritten === original ? gzipCache.get(file) : undefined;
      if (!zipped) {
        zipped = gzipSync(body, { level: 9 });
        if (rewritten === original) gzipCache.set(file, zipped);
      }
      body = zipped;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    headers['Cache-Control'] = REVALIDATED.has(ext) ? 'no-cache' : 'public, max-age=31536000, immutable';
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer(async (req, res) => {
    try {
      const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      const result = await resolveRequest(root, base, urlPath);
      if (result.redirect) {
        res.writeHead(301, { Location: result.redirect });
        res.end();
      } else if (result.file) {
        await send(req, res, result.file, 200, urlPath);
      } else {
        await send(req, res, notFoundPage(root, base, urlPath), 404, urlPath);
      }
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`Server error: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolvePromise({ server, url: `http://${host}:${actualPort}${base}`, close: () => server.close() });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
  };
  // No top-level await: the TypeScript scripts (compiled to CommonJS by tsx) import this module.
  void startServer({
    dir: option('dir', 'build'),
    port: Number(option('port', '3000')),
    base: option('base', '/x/'),
    host: option('host', '127.0.0.1'),
  }).then(({ url }) => console.log(`Serving the build at ${url} (gzip on). Ctrl+C to stop.`));
}
