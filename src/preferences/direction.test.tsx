import { act, render, screen } from '@testing-library/react';
import { applyDirection, parseDirection, readDocumentDirection, useDirection } from './direction';

function Probe() {
  return <span data-testid="dir">{useDirection()}</span>;
}

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-direction');
  window.localStorage.clear();
});

describe('direction preference', () => {
  it('parses only ltr and rtl', () => {
    expect(parseDirection('rtl')).toBe('rtl');
    expect(parseDirection('ltr')).toBe('ltr');
    expect(parseDirection('RTL')).toBe('ltr');
    expect(parseDirection(null)).toBe('ltr');
  });

  it('applies the direction to the document and notifies components', () => {
    render(<Probe />);
    expect(screen.getByTestId('dir')).toHaveTextContent('ltr');
    act(() => applyDirection('rtl'));
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(readDocumentDirection()).toBe('rtl');
    expect(screen.getByTestId('dir')).toHaveTextContent('rtl');
  });
});
