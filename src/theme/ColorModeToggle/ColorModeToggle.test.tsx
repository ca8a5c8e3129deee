import { act, fireEvent, render, screen } from '@testing-library/react';
import ColorModeToggle, { MODE_NOTE_MS } from '.';

jest.mock('@docusaurus/useIsBrowser', () => () => true, { virtual: true });
jest.mock('@theme/Icon/LightMode', () => () => null, { virtual: true });
jest.mock('@theme/Icon/DarkMode', () => () => null, { virtual: true });
jest.mock('@theme/Icon/SystemColorMode', () => () => null, { virtual: true });
const mockSetMode = jest.fn();
jest.mock('@site/src/preferences/PreferencesProvider', () => ({ useSetMode: () => mockSetMode }));

let systemDark = false;
beforeEach(() => {
  jest.useFakeTimers();
  mockSetMode.mockClear();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: systemDark && query === '(prefers-color-scheme: dark)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
});
afterEach(() => {
  jest.useRealTimers();
  systemDark = false;
});

type Choice = 'light' | 'dark' | null;
const toggle = (value: Choice) => (
  <ColorModeToggle value={value} onChange={() => undefined} respectPrefersColorScheme />
);
const button = () => screen.getByRole('button');

it('names the mode it is in and the one it goes to, system mode with the scheme it shows', () => {
  const { rerender } = render(toggle(null));
  expect(button()).toHaveAccessibleName('Colour mode: system (light). Switch to dark.');
  expect(button()).toHaveAttribute('title', 'Colour mode: system (light). Switch to dark.');
  fireEvent.click(button());
  expect(mockSetMode).toHaveBeenLastCalledWith('dark');
  rerender(toggle('dark'));
  expect(button()).toHaveAccessibleName('Colour mode: dark. Switch to light.');
  fireEvent.click(button());
  expect(mockSetMode).toHaveBeenLastCalledWith('light');
  rerender(toggle('light'));
  expect(button()).toHaveAccessibleName('Colour mode: light. Switch to system (light).');
  fireEvent.click(button());
  expect(mockSetMode).toHaveBeenLastCalledWith('system');
});

it('on a dark system, the first click goes to light', () => {
  systemDark = true;
  render(toggle(null));
  expect(button()).toHaveAccessibleName('Colour mode: system (dark). Switch to light.');
  fireEvent.click(button());
  expect(mockSetMode).toHaveBeenLastCalledWith('light');
});

it('says what a click did when the colours stay the same, for 2 s, and announces every click', () => {
  const { container, rerender } = render(toggle(null));
  fireEvent.click(button());
  // system (light) → dark: the colours change, so no note; screen readers still hear it.
  expect(container.querySelector('[data-color-mode-note]')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Colour mode: dark');
  rerender(toggle('light'));
  fireEvent.click(button());
  const note = container.querySelector('[data-color-mode-note]');
  expect(note).toHaveTextContent('Colour mode: system (light)');
  expect(screen.getByRole('status')).toHaveTextContent('Colour mode: system (light)');
  act(() => jest.advanceTimersByTime(MODE_NOTE_MS - 1));
  expect(container.querySelector('[data-color-mode-note]')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(container.querySelector('[data-color-mode-note]')).toBeNull();
});
