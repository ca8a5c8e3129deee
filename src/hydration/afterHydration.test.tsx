import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAfterHydration } from './afterHydration';

function Menu() {
  return useAfterHydration() ? <nav>Menu</nav> : null;
}

test('what it gates is absent from the server HTML and from hydration, and renders right after', async () => {
  const container = document.createElement('div');
  container.innerHTML = `<p>Page</p>${renderToString(<Menu />)}`;
  expect(container.querySelector('nav')).toBeNull();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = await act(async () =>
    hydrateRoot(
      container,
      <>
        <p>Page</p>
        <Menu />
      </>,
    ),
  );
  expect(container.querySelector('nav')?.textContent).toBe('Menu');
  // No hydration mismatch: the first client render gave what the server rendered.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  act(() => root.unmount());
});
