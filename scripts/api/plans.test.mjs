import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importLines, lowestPlan, planMarker } from './plans.mjs';

test('lowestPlan picks the most open package', () => {
  assert.equal(lowestPlan(['premium', 'mit', 'pro']), 'mit');
  assert.equal(lowestPlan(['premium', 'pro']), 'pro');
  assert.equal(lowestPlan(['premium']), 'premium');
  assert.throws(() => lowestPlan([]), /No known plan/);
});

test('planMarker leaves MIT unmarked', () => {
  assert.equal(planMarker('mit'), undefined);
  assert.equal(planMarker('pro'), 'pro');
});

test('importLines lists root entries first, then subpaths, by plan', () => {
  const entries = [
    { specifier: '@mui/x-date-pickers-pro/DatePicker', subpath: './DatePicker', plan: 'pro' },
    { specifier: '@mui/x-date-pickers-pro', subpath: '.', plan: 'pro' },
    { specifier: '@mui/x-date-pickers/DatePicker', subpath: './DatePicker', plan: 'mit' },
    { specifier: '@mui/x-date-pickers', subpath: '.', plan: 'mit' },
    { specifier: '@mui/x-date-pickers', subpath: '.', plan: 'mit' },
  ];
  assert.deepEqual(importLines('DatePicker', entries), [
    "import { DatePicker } from '@mui/x-date-pickers';",
    "import { DatePicker } from '@mui/x-date-pickers-pro';",
    "import { DatePicker } from '@mui/x-date-pickers/DatePicker';",
    "import { DatePicker } from '@mui/x-date-pickers-pro/DatePicker';",
  ]);
});
