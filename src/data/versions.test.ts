import { ARCHIVED_VERSIONS, CURRENT_VERSION_LABEL } from './versions';

describe('versions data', () => {
  it('labels the current docs 8.0.0-alpha.1 and links v7 to v4', () => {
    expect(CURRENT_VERSION_LABEL).toBe('8.0.0-alpha.1');
    expect(ARCHIVED_VERSIONS).toEqual([
      { name: '7.x', label: 'v7', path: 'v7' },
      { name: '6.x', label: 'v6', path: 'v6' },
      { name: '5.x', label: 'v5', path: 'v5' },
      { name: '4.x', label: 'v4', path: 'v4' },
    ]);
  });
});
