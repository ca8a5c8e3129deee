import { filterMembers } from './filterMembers';
import type { ApiMember } from './types';

const members: ApiMember[] = [
  { name: 'rows', type: 'GridRowsProp<R>', required: false, default: '[]', description: 'Set of rows.' },
  {
    name: 'density',
    type: 'GridDensity',
    expanded: ["'compact'", "'standard'"],
    required: false,
    description: 'Set the density of the Data Grid.',
  },
  { name: 'columns', type: 'readonly GridColDef<R>[]', required: true, description: 'Set of columns.' },
];

test('an empty or blank query keeps every member', () => {
  expect(filterMembers(members, '')).toHaveLength(3);
  expect(filterMembers(members, '   ')).toHaveLength(3);
});

test('matches name, type, expanded union and description, case-insensitively', () => {
  expect(filterMembers(members, 'ROWS').map((member) => member.name)).toEqual(['rows']);
  expect(filterMembers(members, 'GridColDef').map((member) => member.name)).toEqual(['columns']);
  expect(filterMembers(members, 'compact').map((member) => member.name)).toEqual(['density']);
  expect(filterMembers(members, 'set of').map((member) => member.name)).toEqual([
    'rows',
    'density',
    'columns',
  ]);
});

test('every word must match; no match gives an empty list', () => {
  expect(filterMembers(members, 'set columns').map((member) => member.name)).toEqual(['columns']);
  expect(filterMembers(members, 'nothing-like-this')).toEqual([]);
});
