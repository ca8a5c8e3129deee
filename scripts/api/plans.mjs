/** Plans and import lines of a component exported by several entry points. */
import { PLAN_ORDER } from './config.mjs';

/** The lowest plan among those of the packages that export a component (`mit` is no marker). */
export function lowestPlan(plans) {
  const ranks = plans.map((plan) => PLAN_ORDER.indexOf(plan)).filter((rank) => rank >= 0);
  if (ranks.length === 0) throw new Error(`No known plan among ${JSON.stringify(plans)}`);
  return PLAN_ORDER[Math.min(...ranks)];
}

/** The sidebar / front-matter marker of a plan: none for MIT. */
export function planMarker(plan) {
  return plan === 'mit' ? undefined : plan;
}

/**
 * Import lines for every entry point that exports a name: root entries first,
 * then subpaths, each group ordered by plan, then by specifier.
 */
export function importLines(name, entries) {
  const rank = (entry) => [entry.subpath === '.' ? 0 : 1, PLAN_ORDER.indexOf(entry.plan), entry.specifier];
  const sorted = [...entries].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    for (let index = 0; index < x.length; index += 1) {
      if (x[index] < y[index]) return -1;
      if (x[index] > y[index]) return 1;
    }
    return 0;
  });
  const specifiers = [...new Set(sorted.map((entry) => entry.specifier))];
  return specifiers.map((specifier) => `import { ${name} } from '${specifier}';`);
}
