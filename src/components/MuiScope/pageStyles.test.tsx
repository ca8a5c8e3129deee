/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import Button from '@mui/material/Button';
import { PreferencesProvider } from '@site/src/preferences/PreferencesProvider';
import MuiScope from '.';
import { PageStylesProvider } from './pageStyles';

const styleTags = (html: string) => html.match(/<style data-emotion="mui [^"]*">/g) ?? [];

function page(scopes: number, shared: boolean): string {
  const demos = Array.from({ length: scopes }, (_, index) => (
    <MuiScope key={index} snapshot>
      <Button variant="contained">Save</Button>
    </MuiScope>
  ));
  const content = <PreferencesProvider>{demos}</PreferencesProvider>;
  return renderToString(shared ? <PageStylesProvider>{content}</PageStylesProvider> : content);
}

test('the demos of a page write a style they share into its HTML once', () => {
  const one = styleTags(page(1, true));
  expect(one.length).toBeGreaterThan(0);
  expect(styleTags(page(3, true))).toEqual(one);
});

test('each page render starts with an empty cache, so every page gets its styles', () => {
  expect(styleTags(page(1, true))).toEqual(styleTags(page(1, true)));
  // Without the page's caches (a tree of its own), each scope writes its own.
  expect(styleTags(page(2, false))).toHaveLength(styleTags(page(1, false)).length * 2);
});
