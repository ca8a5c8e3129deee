import rehypeTableRegions, { TABLE_SCROLL_CLASS, type HastNode } from './tableRegions';

const text = (value: string): HastNode => ({ type: 'text', value }) as HastNode;
const element = (
  tagName: string,
  properties: Record<string, unknown>,
  children: HastNode[] = [],
): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const table = () =>
  element('table', {}, [
    element('thead', {}, [element('tr', {}, [element('th', {}, [text('Component')])])]),
    element('tbody', {}, [element('tr', {}, [element('td', {}, [text('DateRangePicker')])])]),
  ]);

function run(tree: HastNode): HastNode {
  rehypeTableRegions()(tree);
  return tree;
}

it('wraps each table in a focusable region named after the section it sits in', () => {
  const first = table();
  const second = table();
  const tree = run({
    type: 'root',
    children: [
      element('h2', { id: 'components' }, [text('Components')]),
      element('p', {}, [text('Every range component:')]),
      first,
      element('h3', { id: 'fields' }, [text('Fields')]),
      element('div', { className: ['tabs'] }, [second]),
    ],
  });
  const [, , wrapped, , tabs] = tree.children ?? [];
  expect(wrapped).toEqual({
    type: 'element',
    tagName: 'div',
    properties: {
      className: [TABLE_SCROLL_CLASS],
      role: 'region',
      tabIndex: 0,
      ariaLabelledBy: 'components',
    },
    children: [first],
  });
  // A table nested deeper is wrapped where it is, and named after the latest heading.
  expect(tabs?.children?.[0]).toMatchObject({
    tagName: 'div',
    properties: { ariaLabelledBy: 'fields' },
    children: [second],
  });
});

it('names a table that comes before any heading by its header row', () => {
  const lead = table();
  const tree = run({ type: 'root', children: [element('p', {}, [text('Lead.')]), lead] });
  expect(tree.children?.[1]?.properties).toMatchObject({ ariaLabelledBy: 'table-1-columns' });
  expect(lead.children?.[0]?.properties).toEqual({ id: 'table-1-columns' });
});
