import { linkAcrossParts, parseBuildPart, partOfPath, partOfVersion, versionsOfPart } from './buildParts';

describe('build parts', () => {
  it('reads the part from the environment, every version when unset, and names a wrong value', () => {
    expect(parseBuildPart(undefined)).toBe('all');
    expect(parseBuildPart('current')).toBe('current');
    expect(parseBuildPart('archive')).toBe('archive');
    expect(() => parseBuildPart('v7')).toThrow('DOCS_PART="v7" is not a build part');
  });

  it('builds the current docs in one part and every archived version in the other', () => {
    expect(versionsOfPart('current')).toEqual(['current']);
    expect(versionsOfPart('archive')).toEqual(['7.x', '6.x', '5.x', '4.x']);
    expect(versionsOfPart('all')).toBeUndefined();
    expect(partOfVersion('7.x')).toBe('archive');
    expect(partOfVersion('current')).toBe('current');
  });

  it('gives an archived version root to the archive, in either locale, and the rest to the current part', () => {
    expect(partOfPath('/x/v7/react-data-grid/editing/', '/x/')).toBe('archive');
    expect(partOfPath('/x/v5/', '/x/')).toBe('archive');
    expect(partOfPath('/x/zh/v7/?from=%2Fx%2Fzh%2F', '/x/zh/')).toBe('archive');
    expect(partOfPath('/x/react-data-grid/editing/', '/x/')).toBe('current');
    expect(partOfPath('/x/', '/x/')).toBe('current');
    // A page whose first segment only starts like a version is not one.
    expect(partOfPath('/x/v7-notes/', '/x/')).toBe('current');
  });

  it('links across parts with a full page load, and within a part as it is', () => {
    expect(linkAcrossParts('current', '/x/v7/react-data-grid/', '/x/')).toBe(
      'pathname:///x/v7/react-data-grid/',
    );
    expect(linkAcrossParts('current', '/x/react-charts/', '/x/')).toBe('/x/react-charts/');
    expect(linkAcrossParts('archive', '/x/zh/react-charts/', '/x/zh/')).toBe(
      'pathname:///x/zh/react-charts/',
    );
    expect(linkAcrossParts('all', '/x/v7/react-data-grid/', '/x/')).toBe('/x/v7/react-data-grid/');
  });
});
