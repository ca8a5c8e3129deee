import { clickEventFor, installClickTracking, isSampledIn, sendClickEvent } from './clickTracking';

function render(html: string): void {
  document.body.innerHTML = html;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('clickEventFor', () => {
  it('reads category, action, label and split from the tagged element', () => {
    render(
      '<a id="t" data-ga-event-category="footer" data-ga-event-action="product" data-ga-event-label="Charts" data-ga-event-split="0.25">Charts</a>',
    );
    expect(clickEventFor(document.getElementById('t'))).toEqual({
      category: 'footer',
      action: 'product',
      label: 'Charts',
      split: 0.25,
    });
  });

  it('finds the nearest tagged ancestor of the clicked node', () => {
    render(
      '<button data-ga-event-category="cta" data-ga-event-action="go"><span id="inner">Go</span></button>',
    );
    expect(clickEventFor(document.getElementById('inner'))).toMatchObject({ category: 'cta', action: 'go' });
  });

  it('leaves missing attributes null', () => {
    render('<a id="t" data-ga-event-category="nav">x</a>');
    expect(clickEventFor(document.getElementById('t'))).toEqual({
      category: 'nav',
      action: null,
      label: null,
      split: null,
    });
  });

  it.each(['abc', '', '  '])('ignores an unreadable split %j', (split) => {
    render(`<a id="t" data-ga-event-category="nav" data-ga-event-split="${split}">x</a>`);
    expect(clickEventFor(document.getElementById('t'))?.split).toBeNull();
  });

  it('is null for untagged elements, an empty category, text nodes and null', () => {
    render('<p id="p">plain</p><a id="blank" data-ga-event-category=" ">x</a>');
    expect(clickEventFor(document.getElementById('p'))).toBeNull();
    expect(clickEventFor(document.getElementById('blank'))).toBeNull();
    expect(clickEventFor(document.getElementById('p')?.firstChild ?? null)).toBeNull();
    expect(clickEventFor(null)).toBeNull();
  });
});

describe('isSampledIn', () => {
  it('reports every click without a usable split', () => {
    expect(isSampledIn(null, () => 0.99)).toBe(true);
    expect(isSampledIn(1, () => 0.99)).toBe(true);
    expect(isSampledIn(-0.5, () => 0.99)).toBe(true);
  });

  it('reports the given share of clicks', () => {
    expect(isSampledIn(0.25, () => 0.24)).toBe(true);
    expect(isSampledIn(0.25, () => 0.25)).toBe(false);
    expect(isSampledIn(0, () => 0)).toBe(false);
  });
});

describe('sendClickEvent', () => {
  it('sends the category as the event name with the other attributes', () => {
    const send = jest.fn();
    sendClickEvent(send, { category: 'footer', action: 'product', label: 'Charts', split: null });
    expect(send).toHaveBeenCalledWith('event', 'footer', {
      event_action: 'product',
      event_label: 'Charts',
      event_split: null,
    });
  });
});

describe('installClickTracking', () => {
  it('uses one document-level listener for every tagged element, present or added later', () => {
    const send = jest.fn();
    const add = jest.spyOn(document, 'addEventListener');
    const remove = installClickTracking(document, send, () => 0);
    expect(add.mock.calls.filter(([type]) => type === 'click')).toHaveLength(1);
    render('<a id="a" data-ga-event-category="one">1</a><p id="plain">p</p>');
    document.getElementById('a')?.click();
    const later = document.createElement('button');
    later.dataset.gaEventCategory = 'two';
    later.dataset.gaEventLabel = 'added later';
    document.body.appendChild(later);
    later.click();
    document.getElementById('plain')?.click();
    expect(send.mock.calls.map((call) => call[1])).toEqual(['one', 'two']);
    remove();
    later.click();
    expect(send).toHaveBeenCalledTimes(2);
    add.mockRestore();
  });

  it('still sees clicks whose propagation a component stops', () => {
    const send = jest.fn();
    const remove = installClickTracking(document, send);
    render('<button id="b" data-ga-event-category="menu">m</button>');
    document.getElementById('b')?.addEventListener('click', (event) => event.stopPropagation());
    document.getElementById('b')?.click();
    expect(send).toHaveBeenCalledTimes(1);
    remove();
  });

  it('applies the split ratio with the injected random source', () => {
    const send = jest.fn();
    const values = [0.05, 0.5];
    const remove = installClickTracking(document, send, () => values.shift() ?? 1);
    render('<a id="s" data-ga-event-category="split" data-ga-event-split="0.1">s</a>');
    document.getElementById('s')?.click();
    document.getElementById('s')?.click();
    expect(send).toHaveBeenCalledTimes(1);
    remove();
  });
});
