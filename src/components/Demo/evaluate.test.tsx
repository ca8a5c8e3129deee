import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { DemoCompileError, evaluateDemo } from './evaluate';

const scope = { react: React };

describe('evaluateDemo', () => {
  it('compiles TypeScript with JSX and imports into a component', () => {
    const Demo = evaluateDemo(
      `import * as React from 'react';
interface Props { start?: number }
export default function Counter({ start = 2 }: Props) {
  const [count] = React.useState<number>(start);
  return <><p>Count: {count}</p></>;
}`,
      scope,
    );
    render(<Demo />);
    expect(screen.getByText('Count: 2')).toBeInTheDocument();
  });

  it('supports default imports of the scope modules', () => {
    const Demo = evaluateDemo(
      `import React from 'react';\nexport default () => React.createElement('b', null, 'bold');`,
      scope,
    );
    render(<Demo />);
    expect(screen.getByText('bold')).toBeInTheDocument();
  });

  it('reports a syntax error instead of throwing something else', () => {
    expect(() => evaluateDemo('export default function () { return <div>; }', scope)).toThrow(
      DemoCompileError,
    );
  });

  it('refuses imports outside the demo scope', () => {
    expect(() => evaluateDemo(`import fs from 'fs';\nexport default () => String(fs);`, scope)).toThrow(
      '"fs" cannot be imported here',
    );
  });

  it('requires a default export component', () => {
    expect(() => evaluateDemo('export const x = 1;', scope)).toThrow('default export');
  });
});
