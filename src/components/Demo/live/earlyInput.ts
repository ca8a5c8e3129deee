/**
 * Input that reaches a demo before it is live.
 *
 * Until a demo is live, what the reader sees is its server HTML (its
 * snapshot), which no React handler listens to. A press, a click, a key or a
 * focus on it is held here instead of being lost: heard on the document in the
 * capture phase (before anything else sees it), stopped when acting on the
 * snapshot would do something of its own (a click would follow a link or tick
 * a box, a key would type into it), and played again on the live demo once it
 * is there. Focus moves into the snapshot as usual, so the keys that follow a
 * press are aimed at it too.
 * The first such input also asks the demo to go live at once.
 *
 * Playing input again means dispatching new DOM events of the same kind, with
 * the same keys, buttons and coordinates, at the element that stands where
 * the reader aimed: the element at the same place in the live DOM (the
 * snapshot and the live demo are rendered from the same component), or else
 * the element at the same point. A mouse press also moves the focus as the
 * browser would have; a printable key typed into an editable element is
 * inserted with the browser's own editing command, which fires the same
 * `beforeinput`/`input` events as typing. Every one of these is a documented
 * DOM API.
 */

/** Events held while the demo is not live. Tab and Escape pass: the reader may be moving on. */
const HELD = ['click', 'dblclick', 'keydown', 'keyup'] as const;
/** Events recorded but let through: presses (a touch may start a scroll; focus follows them), and focus. */
const RECORDED = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'focusin'] as const;
/** Events that only ask the demo to go live. */
const TOUCHES = ['touchstart'] as const;
/** Keys that move the focus out of the demo: never held. */
const PASSING_KEYS = new Set(['Tab', 'Escape']);

type HeldType = (typeof HELD)[number] | (typeof RECORDED)[number];

export interface HeldInput {
  type: HeldType;
  /** Where the target sits below the snapshot root (see `pathFrom`). */
  path: number[];
  /** Tag names along that path, to check the live element is the same kind of element. */
  tags: string[];
  /** Pointer position relative to the snapshot root's top-left corner. */
  x: number;
  y: number;
  button: number;
  buttons: number;
  detail: number;
  pointerType: string;
  key: string;
  code: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/** Elements that are part of the snapshot only, never of the live demo (style tags, labels of our own). */
const SNAPSHOT_ONLY = 'style, script, [data-snapshot-only]';

function countedChildren(parent: Element): Element[] {
  return Array.from(parent.children).filter((child) => !child.matches(SNAPSHOT_ONLY));
}

/** Where `target` sits below `root`, as child indices (snapshot-only elements skipped); null when outside. */
export function pathFrom(root: Element, target: Element): { path: number[]; tags: string[] } | null {
  const path: number[] = [];
  const tags: string[] = [];
  let node: Element | null = target;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(countedChildren(parent).indexOf(node));
    tags.unshift(node.tagName);
    node = parent;
  }
  return node === root ? { path, tags } : null;
}

/** The element at `path` below `root` if each step is the same kind of element, else null. */
export function elementAt(root: Element, path: readonly number[], tags: readonly string[]): Element | null {
  let node: Element | null = root;
  for (const [step, index] of path.entries()) {
    node = node ? (countedChildren(node)[index] ?? null) : null;
    if (!node || node.tagName !== tags[step]) return null;
  }
  return node;
}

function record(root: Element, event: Event): HeldInput | null {
  if (!(event.target instanceof Element)) return null;
  // A key whose focused element has just been swapped for the live one lands on the body: aim it at the root.
  const place = root.contains(event.target) ? pathFrom(root, event.target) : { path: [], tags: [] };
  if (!place) return null;
  const box = root.getBoundingClientRect();
  const mouse = event instanceof MouseEvent ? event : null;
  const keyboard = event instanceof KeyboardEvent ? event : null;
  const modifiers = mouse ?? keyboard;
  return {
    type: event.type as HeldType,
    ...place,
    x: mouse ? mouse.clientX - box.left : 0,
    y: mouse ? mouse.clientY - box.top : 0,
    button: mouse?.button ?? 0,
    buttons: mouse?.buttons ?? 0,
    detail: mouse?.detail ?? 0,
    pointerType: (event as PointerEvent).pointerType ?? 'mouse',
    key: keyboard?.key ?? '',
    code: keyboard?.code ?? '',
    ctrlKey: modifiers?.ctrlKey ?? false,
    shiftKey: modifiers?.shiftKey ?? false,
    altKey: modifiers?.altKey ?? false,
    metaKey: modifiers?.metaKey ?? false,
  };
}

/**
 * True while an input is being played: the events dispatched for it, and those
 * the browser fires because of it (the focus moving, text inserted), are not
 * new input.
 */
let playing = false;

/** Dispatches an event played back; returns whether no handler prevented it. */
function play(target: Element, event: Event): boolean {
  return target.dispatchEvent(event);
}

export interface InputHold {
  /** What is held and not played yet (tests, diagnostics). */
  held: () => readonly HeldInput[];
  /** Stops listening and drops what is held (the demo went away). */
  stop: () => void;
  /**
   * The live demo is on the page, under `liveRoot`: plays what was held on it,
   * in order, and keeps holding what the reader does meanwhile (played after
   * it), until nothing is left; then stops listening.
   */
  release: (liveRoot: Element) => Promise<void>;
}

/**
 * Starts holding input aimed at the demo: `root()` returns the snapshot's root
 * element while there is one, then the live demo's. `onTouch` runs at the
 * first input. The events played back (`playing`) are not held again.
 */
export function holdEarlyInput(doc: Document, root: () => Element | null, onTouch: () => void): InputHold {
  const queue: HeldInput[] = [];
  let touched = false;
  let focusInside = false;
  let listening = true;
  /**
   * Set once the live demo is there. From then on focus is the live demo's own: a component
   * moves it in answer to the input played (a date field goes to its next section after two
   * digits). Played again later, such a move would send the keys after it to the wrong place.
   */
  let releasing = false;
  const aimedAt = (event: Event): Element | null => {
    const current = root();
    if (!current || !(event.target instanceof Node)) return null;
    if (current.contains(event.target)) return current;
    const onBody = event.target === doc.body || event.target === doc.documentElement;
    return event instanceof KeyboardEvent && focusInside && onBody ? current : null;
  };
  const listener = (event: Event) => {
    const current = playing ? null : aimedAt(event);
    if (!current) return;
    if (event instanceof KeyboardEvent && PASSING_KEYS.has(event.key)) return;
    if (!touched) {
      touched = true;
      onTouch();
    }
    if (event.type === 'touchstart') return;
    if (event.type === 'focusin') {
      focusInside = true;
      if (releasing) return;
    }
    const input = record(current, event);
    if (input) queue.push(input);
    if ((HELD as readonly string[]).includes(event.type)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  // Focus that moves elsewhere is not given back to the demo. Focus that goes nowhere
  // (the focused snapshot node was swapped for the live one, the window lost focus) stays.
  const onFocusOut = (event: FocusEvent) => {
    const current = root();
    const next = event.relatedTarget;
    if (playing || !current || !(next instanceof Node) || current.contains(next)) return;
    focusInside = false;
    for (let index = queue.length - 1; index >= 0; index -= 1) {
      if (queue[index]?.type === 'focusin') queue.splice(index, 1);
    }
  };
  const types = [...HELD, ...RECORDED, ...TOUCHES];
  types.forEach((type) => doc.addEventListener(type, listener, { capture: true }));
  doc.addEventListener('focusout', onFocusOut, { capture: true });
  const stop = () => {
    listening = false;
    types.forEach((type) => doc.removeEventListener(type, listener, { capture: true }));
    doc.removeEventListener('focusout', onFocusOut, { capture: true });
  };
  return {
    held: () => queue,
    stop: () => {
      stop();
      queue.length = 0;
    },
    release: async (liveRoot) => {
      releasing = true;
      if (queue.length > 0) await settled(doc.defaultView);
      for (let input = queue.shift(); input && listening && liveRoot.isConnected; input = queue.shift()) {
        await replayOne(liveRoot, input);
      }
      stop();
    },
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A live demo's first commit schedules more work: components keep the DOM
 * nodes their refs receive in state, measure themselves, and render again.
 * Input is played after the next frame and a task after it, once that work
 * has run, as a reader's own input would arrive.
 */
function settled(win: Window | null): Promise<void> {
  return new Promise((resolve) => {
    if (!win) resolve();
    else win.requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable=""], [contenteditable="true"]';

function isEditable(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLInputElement) return !element.readOnly;
  return element instanceof HTMLElement && element.isContentEditable;
}

/** The live element that stands where the held input was aimed. */
function targetOf(liveRoot: Element, input: HeldInput): Element | null {
  const byPath = elementAt(liveRoot, input.path, input.tags);
  if (byPath) return byPath;
  if (!input.type.startsWith('pointer') && !input.type.includes('mouse') && !input.type.includes('click')) {
    return null;
  }
  const box = liveRoot.getBoundingClientRect();
  const hit = liveRoot.ownerDocument.elementFromPoint(box.left + input.x, box.top + input.y);
  return hit && liveRoot.contains(hit) ? hit : null;
}

function pointerInit(liveRoot: Element, input: HeldInput): MouseEventInit {
  const box = liveRoot.getBoundingClientRect();
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: liveRoot.ownerDocument.defaultView,
    clientX: box.left + input.x,
    clientY: box.top + input.y,
    button: input.button,
    buttons: input.buttons,
    detail: input.detail,
    ctrlKey: input.ctrlKey,
    shiftKey: input.shiftKey,
    altKey: input.altKey,
    metaKey: input.metaKey,
  };
}

function replayPointer(liveRoot: Element, input: HeldInput, target: Element): void {
  const win = liveRoot.ownerDocument.defaultView;
  const init = pointerInit(liveRoot, input);
  if (input.type === 'pointerdown' || input.type === 'pointerup') {
    const PointerEventClass = win?.PointerEvent ?? win?.MouseEvent ?? MouseEvent;
    play(
      target,
      new PointerEventClass(input.type, {
        ...init,
        pointerId: 1,
        pointerType: input.pointerType,
        isPrimary: true,
      } as PointerEventInit),
    );
    return;
  }
  const MouseEventClass = win?.MouseEvent ?? MouseEvent;
  const accepted = play(target, new MouseEventClass(input.type, init));
  // The browser focuses what a mouse press lands on unless a handler prevented it.
  if (input.type === 'mousedown' && accepted) {
    const focusable = target.closest(FOCUSABLE);
    if (focusable instanceof HTMLElement && liveRoot.contains(focusable)) focusable.focus();
  }
}

function replayKey(liveRoot: Element, input: HeldInput, target: Element | null): void {
  const doc = liveRoot.ownerDocument;
  const active = doc.activeElement && liveRoot.contains(doc.activeElement) ? doc.activeElement : null;
  const receiver = active ?? target;
  if (!receiver) return;
  const KeyboardEventClass = doc.defaultView?.KeyboardEvent ?? KeyboardEvent;
  const accepted = play(
    receiver,
    new KeyboardEventClass(input.type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      key: input.key,
      code: input.code,
      ctrlKey: input.ctrlKey,
      shiftKey: input.shiftKey,
      altKey: input.altKey,
      metaKey: input.metaKey,
    }),
  );
  const printable = input.key.length === 1 && !input.ctrlKey && !input.metaKey && !input.altKey;
  const canInsert = typeof doc.execCommand === 'function';
  if (input.type === 'keydown' && accepted && printable && canInsert && isEditable(doc.activeElement)) {
    // Inserts the character as typing does, with the same input events (a documented editing command).
    doc.execCommand('insertText', false, input.key);
  }
}

/** Plays one held input on the live demo; after a press or a key, waits a task so React applies it. */
async function replayOne(liveRoot: Element, input: HeldInput): Promise<void> {
  const target = targetOf(liveRoot, input);
  playing = true;
  try {
    if (input.type === 'focusin') {
      if (target instanceof HTMLElement) target.focus();
    } else if (input.type === 'keydown' || input.type === 'keyup') {
      replayKey(liveRoot, input, target);
    } else if (target) {
      replayPointer(liveRoot, input, target);
    }
  } finally {
    playing = false;
  }
  // Let React apply what the event changed (a menu opening, a section selected) before the next one.
  if (input.type === 'mousedown' || input.type === 'click' || input.type === 'keydown') await nextTask();
}
