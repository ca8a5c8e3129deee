/**
 * @jest-environment node
 *
 * The translations report reads Docusaurus's own write-translations modules
 * (site.ts: no public API exists). This fails, naming what moved, as soon as
 * an upgrade of @docusaurus/core moves or renames one of them.
 */
import { resolve } from 'node:path';
import { coreInternals, INTERNAL_FUNCTIONS } from './site';

test('the Docusaurus internals the translations report reads are where it reads them', () => {
  const internals = coreInternals(resolve(__dirname, '../..'));
  for (const name of INTERNAL_FUNCTIONS) expect(typeof internals[name]).toBe('function');
});
