import { fireEvent, render, screen } from '@testing-library/react';
import { PreferencesProvider } from '@site/src/preferences/PreferencesProvider';
import DirectionToggle from '.';

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-direction');
  window.localStorage.clear();
});

describe('DirectionToggle', () => {
  it('switches the page to right-to-left and back, remembering the choice', async () => {
    render(
      <PreferencesProvider>
        <DirectionToggle />
      </PreferencesProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to right-to-left' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem('mui-direction')).toBe('rtl');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to left-to-right' }));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // Left-to-right is the default: storage keeps choices only.
    expect(window.localStorage.getItem('mui-direction')).toBeNull();
  });
});
