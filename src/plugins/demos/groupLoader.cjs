/**
 * Loader for `X.tsx?demo-group={…}` (registered by the demos plugin, index.ts):
 * a module re-exporting the default export of each demo in `demos` as `d0`,
 * `d1`, … and each sibling module in `modules` as a namespace `m0`, `m1`, …
 * (paths relative to X.tsx's folder). The remark plugin imports the demos of
 * one page that need the same libraries through one such module, so they
 * share one lazily loaded chunk (remarkDemo.ts explains why).
 */
const isRelative = (file) => typeof file === 'string' && (file.startsWith('./') || file.startsWith('../'));

module.exports = function demoGroupLoader() {
  const group = JSON.parse(decodeURIComponent(this.resourceQuery.slice('?demo-group='.length)));
  const lists = [group && group.demos, group && group.modules];
  if (!lists.every((list) => Array.isArray(list) && list.every(isRelative))) {
    throw new Error(`demo group loader: malformed group in ${this.resourceQuery}`);
  }
  return [
    ...group.demos.map((file, index) => `export { default as d${index} } from ${JSON.stringify(file)};`),
    ...group.modules.map((file, index) => `export * as m${index} from ${JSON.stringify(file)};`),
  ].join('\n');
};
