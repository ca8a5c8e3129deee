import { codeWithLocalFiles, demoFileName, localFileSource } from './localFiles';

it('names the demo file as a reader saves it', () => {
  expect(demoFileName('StockLevelGrid', 'TS')).toBe('StockLevelGrid.tsx');
  expect(demoFileName('StockLevelGrid', 'JS')).toBe('StockLevelGrid.jsx');
});

it('copies the code with each local file under a comment naming its path', () => {
  expect(
    codeWithLocalFiles('Climate', 'TS', "import { monthly } from '../shared/climate';\n", {
      '../shared/climate.ts': 'export const monthly = [];\n',
      'Climate.css': '.climate { color: teal; }\n',
    }),
  ).toBe(
    [
      '// Climate.tsx',
      "import { monthly } from '../shared/climate';",
      '',
      '// ../shared/climate.ts',
      'export const monthly = [];',
      '',
      '/* Climate.css */',
      '.climate { color: teal; }',
      '',
    ].join('\n'),
  );
});

it('links a local file to its source from the site root, the TypeScript one for generated JavaScript', () => {
  expect(localFileSource('docs/react-charts/demos/bars', '../shared/climate.js')).toBe(
    'docs/react-charts/demos/shared/climate.ts',
  );
  expect(localFileSource('docs/grid/demos', 'rows.tsx')).toBe('docs/grid/demos/rows.tsx');
  expect(localFileSource('docs/grid/demos', 'Grid.css')).toBe('docs/grid/demos/Grid.css');
});
