import remarkCrossPartLinks, { archiveExitLink } from './crossPartLinks';

describe('links out of the archive part', () => {
  it('sends a link to a current docs page through a full page load', () => {
    expect(archiveExitLink('/migration/migration-data-grid-v7/')).toBe(
      'pathname:///migration/migration-data-grid-v7/',
    );
    expect(archiveExitLink('/react-charts/#axes')).toBe('pathname:///react-charts/#axes');
  });

  it('keeps links into the archived versions, file links, anchors and other sites', () => {
    expect(archiveExitLink('/v7/react-data-grid/')).toBeNull();
    expect(archiveExitLink('/introduction/installation.md')).toBeNull();
    expect(archiveExitLink('/react-data-grid/editing.mdx#events')).toBeNull();
    expect(archiveExitLink('#sorting')).toBeNull();
    expect(archiveExitLink('https://mui.com/')).toBeNull();
    expect(archiveExitLink('//cdn.example.com/x.js')).toBeNull();
  });

  it('opens a rewritten link in the same tab', () => {
    const link = { type: 'link', url: '/migration/migration-pickers-v6/', children: [] };
    const kept = { type: 'link', url: '/v6/react-date-pickers/', children: [] };
    remarkCrossPartLinks()({ type: 'root', children: [{ type: 'paragraph', children: [link, kept] }] });
    expect(link).toMatchObject({
      url: 'pathname:///migration/migration-pickers-v6/',
      data: { hProperties: { target: '_self' } },
    });
    expect(kept).toEqual({ type: 'link', url: '/v6/react-date-pickers/', children: [] });
  });
});
