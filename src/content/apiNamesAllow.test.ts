import { apiNamesAllowFromFrontMatter, apiNamesVersionsFromFrontMatter } from './apiNamesAllow';
import { FrontMatterError } from './markers';

describe('api_names_allow and api_names_versions front matter', () => {
  it('reads a list of names with their reasons', () => {
    expect(
      apiNamesAllowFromFrontMatter(
        { api_names_allow: [{ name: 'SUM', reason: 'an Excel function' }] },
        'a.mdx',
      ),
    ).toEqual([{ name: 'SUM', reason: 'an Excel function' }]);
    expect(apiNamesAllowFromFrontMatter({}, 'a.mdx')).toEqual([]);
  });

  it.each([
    [{ api_names_allow: 'SUM' }, 'must be a list'],
    [{ api_names_allow: [{ name: 'SUM' }] }, 'reason must say why'],
    [{ api_names_allow: [{ name: '', reason: 'empty name' }] }, 'name must be a non-empty string'],
    [{ api_names_allow: [{ name: 'SUM', reason: 'a function', why: 'x' }] }, 'unknown keys: why'],
    [
      {
        api_names_allow: [
          { name: 'SUM', reason: 'a function' },
          { name: 'SUM', reason: 'again here' },
        ],
      },
      'listed twice',
    ],
  ])('refuses a malformed list, naming the file (%j)', (frontMatter, message) => {
    expect(() => apiNamesAllowFromFrontMatter(frontMatter, 'docs/a.mdx')).toThrow(FrontMatterError);
    expect(() => apiNamesAllowFromFrontMatter(frontMatter, 'docs/a.mdx')).toThrow(message);
    expect(() => apiNamesAllowFromFrontMatter(frontMatter, 'docs/a.mdx')).toThrow('docs/a.mdx');
  });

  it('reads the archived versions a page also names', () => {
    expect(apiNamesVersionsFromFrontMatter({ api_names_versions: ['7.x'] }, 'a.md')).toEqual(['7.x']);
    expect(() => apiNamesVersionsFromFrontMatter({ api_names_versions: ['v7'] }, 'a.md')).toThrow(
      FrontMatterError,
    );
  });
});
