import { extractPage } from './extractPage';

const page = (body: string) =>
  `<!doctype html><html><head><title>Editing | MUI X</title><style>.a{}</style></head><body>
  <nav>Sidebar text</nav>
  <article><nav class="breadcrumbs">Home</nav>
  <div class="theme-doc-markdown markdown"><header><h1>Data Grid - Editing</h1></header>${body}</div>
  <footer>Edit this page</footer></article></body></html>`;

describe('extractPage', () => {
  it('reads the title and splits sections at h2 and h3 headings', () => {
    const extracted = extractPage(
      page(`<p>Lead <code>paragraph</code>.</p>
      <h2 id="making-columns-editable">Making columns editable<a class="hash-link" href="#x">\u200b</a></h2>
      <p>Set <code>editable</code>.</p><ul><li>one</li><li>two</li></ul>
      <h3 id="events">Events</h3><p>Fired.</p>`),
      '/x/react-data-grid/editing/',
    );
    expect(extracted).toEqual({
      url: '/x/react-data-grid/editing/',
      title: 'Data Grid - Editing',
      sections: [
        { heading: '', anchor: '', text: 'Lead paragraph.' },
        {
          heading: 'Making columns editable',
          anchor: 'making-columns-editable',
          text: 'Set editable. one two',
        },
        { heading: 'Events', anchor: 'events', text: 'Fired.' },
      ],
    });
  });

  it('keeps code lines apart and leaves out scripts, styles, buttons and demos', () => {
    const extracted = extractPage(
      page(`<pre><code><span class="token-line">npm install</span><span class="token-line">yarn add</span></code></pre>
      <button>Copy</button><style>.mui{}</style><script>var a</script>
      <div data-search-ignore>generated rows</div><svg><text>icon</text></svg>`),
      '/x/a/',
    );
    expect(extracted?.sections).toEqual([{ heading: '', anchor: '', text: 'npm install yarn add' }]);
  });

  it('falls back to the document title when the page has no h1', () => {
    const html = page('<p>Text</p>').replace(/<header>.*<\/header>/, '');
    expect(extractPage(html, '/x/a/')?.title).toBe('Editing');
  });

  it('reads the same from the article alone, whatever surrounds it', () => {
    const html = page('<h2 id="a">A</h2><p>Body</p>');
    const noisy = html
      .replace('<style>.a{}</style>', `<style>${'.x{}'.repeat(1000)}</style>`)
      .replace(
        '<nav>Sidebar text</nav>',
        '<nav><article>Not this</article></nav>'.replace(/article/g, 'aside'),
      );
    expect(extractPage(noisy, '/x/a/')).toEqual(extractPage(html, '/x/a/'));
    expect(extractPage(html, '/x/a/')?.sections).toEqual([{ heading: 'A', anchor: 'a', text: 'Body' }]);
  });

  it('ignores pages that are not doc pages', () => {
    expect(extractPage('<html><body><main>Home</main></body></html>', '/x/')).toBeNull();
    expect(extractPage('', '/x/')).toBeNull();
  });
});
