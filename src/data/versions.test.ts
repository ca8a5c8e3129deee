import { ARCHIVED_VERSIONS, CURRENT_VERSION_LABEL, CURRENT_VERSION_NAME, versionName } from './versions';

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

  it('names a version by its major line in prose: v8 for the current docs', () => {
    expect(CURRENT_VERSION_NAME).toBe('v8');
    expect(versionName('v7')).toBe('v7');
    expect(versionName('9.1.0')).toBe('v9');
    expect(versionName('Next')).toBe('Next');
  });
});
