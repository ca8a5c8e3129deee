import { elementAt, holdEarlyInput, pathFrom } from './earlyInput';

/** A snapshot and a live demo of the same component: a list of buttons and a field. */
const DEMO =
  '<div dir="ltr"><ul><li><button>One</button></li><li><button>Two</button></li></ul><input aria-label="Code"></div>';

function page() {
  document.body.innerHTML = `<div id="snapshot"><style>.a{}</style>${DEMO}<p data-snapshot-only>Loading</p></div><div id="live"></div><button id="elsewhere">Elsewhere</button>`;
  const snapshot = document.getElementById('snapshot') as HTMLElement;
  const live = document.getElementById('live') as HTMLElement;
  let current: HTMLElement = snapshot;
  /** Swaps the snapshot for the live demo, as the live demo's commit does. */
  const goLive = (onEvent: (event: Event) => void) => {
    snapshot.remove();
    live.innerHTML = DEMO;
    for (const type of ['click', 'keydown', 'focusin']) live.addEventListener(type, onEvent);
    current = live;
  };
  return { snapshot, live, root: () => (current.isConnected ? current : null), goLive };
}

const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });
const key = (value: string) => new KeyboardEvent('keydown', { key: value, bubbles: true, cancelable: true });

test('pathFrom and elementAt find the same place in another copy, skipping what only the snapshot has', () => {
  const { snapshot } = page();
  const two = snapshot.querySelectorAll('button')[1] as Element;
  const place = pathFrom(snapshot, two);
  expect(place).toEqual({ path: [0, 0, 1, 0], tags: ['DIV', 'UL', 'LI', 'BUTTON'] });
  const copy = document.createElement('div');
  copy.innerHTML = DEMO;
  expect(elementAt(copy, place?.path ?? [], place?.tags ?? [])?.textContent).toBe('Two');
  expect(elementAt(copy, [0, 1], ['DIV', 'UL'])).toBeNull();
  expect(pathFrom(snapshot, document.body)).toBeNull();
});

test('clicks and keys on the snapshot are held; a press goes through; Tab passes; the first input asks once', () => {
  const { snapshot, root } = page();
  const onTouch = jest.fn();
  const hold = holdEarlyInput(document, root, onTouch);
  const button = snapshot.querySelector('button') as HTMLElement;
  const pressed = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
  button.dispatchEvent(pressed);
  const clicked = click();
  button.dispatchEvent(clicked);
  const typed = key('7');
  button.dispatchEvent(typed);
  const tab = key('Tab');
  button.dispatchEvent(tab);
  document.getElementById('elsewhere')?.dispatchEvent(click());
  expect([
    pressed.defaultPrevented,
    clicked.defaultPrevented,
    typed.defaultPrevented,
    tab.defaultPrevented,
  ]).toEqual([false, true, true, false]);
  expect(hold.held().map((input) => input.type)).toEqual(['mousedown', 'click', 'keydown']);
  expect(onTouch).toHaveBeenCalledTimes(1);
  hold.stop();
});

test('released, held input is played in order on the live demo, then what came meanwhile', async () => {
  const { snapshot, root, goLive, live } = page();
  // jsdom has no editing commands; the browser's inserts the typed character into the focused field.
  const inserted: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string, _ui: boolean, text: string) => inserted.push(`${command}:${text}`),
  });
  const hold = holdEarlyInput(document, root, () => undefined);
  (snapshot.querySelectorAll('button')[1] as HTMLElement).dispatchEvent(click());
  const field = snapshot.querySelector('input') as HTMLInputElement;
  field.focus();
  field.dispatchEvent(key('4'));
  const seen: string[] = [];
  goLive((event) =>
    seen.push(
      `${event.type}:${event instanceof KeyboardEvent ? event.key : (event.target as Element).tagName}`,
    ),
  );
  // Focus went nowhere when the snapshot was swapped: a key now lands on the body, and is held too.
  const late = key('2');
  document.body.dispatchEvent(late);
  expect(late.defaultPrevented).toBe(true);
  await hold.release(live);
  expect(seen).toEqual(['click:BUTTON', 'focusin:INPUT', 'keydown:4', 'keydown:2']);
  expect(document.activeElement).toBe(live.querySelector('input'));
  expect(inserted).toEqual(['insertText:4', 'insertText:2']);
  // Released, the demo is on its own: nothing is held any more.
  const after = click();
  live.querySelector('button')?.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(false);
});

test('focus that moves elsewhere is not given back to the demo', async () => {
  const { snapshot, root, goLive, live } = page();
  const hold = holdEarlyInput(document, root, () => undefined);
  (snapshot.querySelector('input') as HTMLInputElement).focus();
  (document.getElementById('elsewhere') as HTMLElement).focus();
  expect(hold.held()).toEqual([]);
  goLive(() => undefined);
  await hold.release(live);
  expect(document.activeElement?.id).toBe('elsewhere');
});

test('focus the live demo moves itself, in answer to the keys played, is not played again', async () => {
  const { snapshot, root, goLive, live } = page();
  Object.defineProperty(document, 'execCommand', { configurable: true, value: () => true });
  const hold = holdEarlyInput(document, root, () => undefined);
  const field = snapshot.querySelector('input') as HTMLInputElement;
  field.focus();
  field.dispatchEvent(key('4'));
  field.dispatchEvent(key('2'));
  const landed: string[] = [];
  goLive((event) => {
    if (!(event instanceof KeyboardEvent)) return;
    landed.push(`${event.key}@${(event.target as Element).tagName}`);
    const two = live.querySelectorAll('button')[1] as HTMLElement;
    const input = live.querySelector('input') as HTMLElement;
    // The component moves the focus after the event, as a field does after a complete section:
    // '4' sends it to the button, '2' back to the field. A key the reader types meanwhile follows.
    if (event.key === '4')
      queueMicrotask(() => {
        two.focus();
        document.activeElement?.dispatchEvent(key('9'));
      });
    if (event.key === '2') queueMicrotask(() => input.focus());
  });
  await hold.release(live);
  expect(landed).toEqual(['4@INPUT', '2@BUTTON', '9@INPUT']);
  expect(document.activeElement).toBe(live.querySelector('input'));
});
