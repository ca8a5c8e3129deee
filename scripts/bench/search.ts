/**
 * Search figures for `npm run bench`: the size of each version's index per
 * locale (gzip), the time to load it when search opens, and the time from
 * typing to rendered results over 50 queries, in Chromium behind the gzip server.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { startServer } from '../serve.mjs';
import { launchBrowser } from '../chromium';
import { median } from './lighthouse';

export interface SearchFigures {
  versions: Record<string, { raw: number; gzip: number }>;
  loadMs: number;
  queries: number;
  medianMs: number;
  maxMs: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** 50 queries per locale, each different from the one before (the dialog reports each one it answers). */
const SEARCH_QUERIES = {
  en: [
    'editing',
    'row grouping',
    'tree data',
    'license key',
    'installation',
    'date picker',
    'range',
    'bar chart',
    'heatmap',
    'rich tree view',
    'items',
    'ordering',
    'custom components',
    'slots',
    'migration',
    'v7',
    'premium',
    'pro plan',
    'peer dependencies',
    'adapter',
    'dayjs',
    'emotion',
    'theme',
    'sorting',
    'filtering',
    'pagination',
    'selection',
    'export',
    'aggregation',
    'pivoting',
    'processRowUpdate',
    'edit mode',
    'validation',
    'apiRef',
    'columns',
    'rows',
    'grouping column',
    'lazy loading',
    'keyboard',
    'accessibility',
    'localization',
    'support',
    'roadmap',
    'github issue',
    'watermark',
    'typescript',
    'npm install',
    'axis',
    'series',
    'drag',
  ],
  zh: [
    '安装',
    '许可',
    '密钥',
    '支持',
    '路线图',
    '概览',
    '产品',
    '依赖',
    '版本',
    '适配器',
    '日期',
    '图表',
    '表格',
    '编辑',
    '分组',
    '树形',
    '数据',
    '组件',
    '主题',
    '样式',
    '计划',
    '专业',
    '高级',
    '社区',
    '问题',
    '反馈',
    '迁移',
    '文档',
    '示例',
    '代码',
    '导入',
    '配置',
    '注册',
    '水印',
    '控制台',
    '浏览器',
    '服务',
    '支持版本',
    '发布',
    '功能',
    'editing',
    'license',
    'install',
    'grid',
    'charts',
    'picker',
    'tree',
    'premium',
    'pro',
    'npm',
  ],
};

function searchIndexSizes(buildDir: string) {
  const dir = join(buildDir, 'search-index');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  const versions = Object.fromEntries(
    files.map((name) => {
      const body = readFileSync(join(dir, name));
      return [name.replace(/\.json$/, ''), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }];
    }),
  );
  return { versions };
}

/**
 * In Chromium, behind the gzip server (the whole build, as a host serves it): opens search (Ctrl+K)
 * on the locale's home page (`localePath` below the base URL: '' or 'zh/'), times the index load,
 * then types each query and times it until the dialog has rendered its results.
 */
async function searchTimes(browser: Browser, buildDir: string, localePath: string, queries: string[]) {
  const { url, close } = await startServer({ dir: buildDir, port: 0 });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(localePath, url).href, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const opened = Date.now();
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[role="dialog"] [data-status="ready"]');
  const loadMs = Date.now() - opened;
  const times = await page.evaluate(async (list) => {
    const input = document.querySelector('[role="dialog"] input[role="combobox"]') as HTMLInputElement;
    const body = document.querySelector('[role="dialog"] [data-query]') as HTMLElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const result: number[] = [];
    for (const query of list) {
      const rendered = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (body.getAttribute('data-query') === query) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(body, { attributes: true, attributeFilter: ['data-query'] });
      });
      const start = performance.now();
      setValue?.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await rendered;
      result.push(performance.now() - start);
    }
    return result;
  }, queries);
  await context.close();
  close();
  return { loadMs, queries: times.length, medianMs: median(times), maxMs: Math.max(...times) };
}

/** Search in every locale of a build: English at its root, each other locale in its folder (`zh/`). */
export async function measureSearch(buildDir: string, locales: readonly string[]) {
  const browser = await launchBrowser();
  const search: Record<string, SearchFigures> = {};
  for (const locale of locales) {
    const localePath = locale === 'en' ? '' : `${locale}/`;
    search[locale] = {
      ...searchIndexSizes(join(buildDir, localePath)),
      ...(await searchTimes(
        browser,
        buildDir,
        localePath,
        SEARCH_QUERIES[locale as keyof typeof SEARCH_QUERIES] ?? [],
      )),
    };
  }
  await browser.close();
  return search;
}

export function printSearch(search: Record<string, SearchFigures>) {
  console.log(
    '\nSearch (X Docs; index fetched when search opens; times in Chromium, typing to rendered results)\n',
  );
  console.log(
    '| locale | index of the current version, raw | gzip | all versions, gzip | index load | median query (50) | slowest |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [locale, figures] of Object.entries(search)) {
    const current = figures.versions.current ?? { raw: 0, gzip: 0 };
    const allGzip = Object.values(figures.versions).reduce((sum, file) => sum + file.gzip, 0);
    console.log(
      `| ${locale} | ${kb(current.raw)} | ${kb(current.gzip)} | ${kb(allGzip)} | ${figures.loadMs} ms | ${figures.medianMs.toFixed(1)} ms | ${figures.maxMs.toFixed(1)} ms |`,
    );
  }
}
