import { importedSpecifiers, loadPlaygroundScope, PlaygroundImportError, resolveSpecifier } from './scope';

describe('playground imports', () => {
  it('lists what a source imports, type-only imports and side-effect imports included', () => {
    const source = [
      "import * as React from 'react';",
      "import type { Dayjs } from 'dayjs';",
      "import Button from '@mui/material/Button';",
      "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
      "import './styles.css';",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual([
      'react',
      'dayjs',
      '@mui/material/Button',
      '@mui/x-data-grid',
      './styles.css',
    ]);
  });

  it('serves entry points and the exports of entry points, nothing else', () => {
    expect(resolveSpecifier('@mui/x-date-pickers/AdapterDayjs')).toEqual({
      entry: '@mui/x-date-pickers/AdapterDayjs',
      exportName: null,
    });
    expect(resolveSpecifier('@mui/x-date-pickers/DatePicker')).toEqual({
      entry: '@mui/x-date-pickers',
      exportName: 'DatePicker',
    });
    expect(resolveSpecifier('lodash')).toBeNull();
    expect(resolveSpecifier('./styles.css')).toBeNull();
    expect(resolveSpecifier('@mui/material/internal/x-y')).toBeNull();
  });

  it('refuses a module it does not offer, naming it and what it offers', async () => {
    await expect(loadPlaygroundScope("import _ from 'lodash';")).rejects.toThrow(PlaygroundImportError);
    await expect(loadPlaygroundScope("import _ from 'lodash';")).rejects.toThrow(
      /"lodash" cannot be imported.*@mui\/x-charts/,
    );
  });

  it('gives a component entry point its component as the default export', async () => {
    const scope = await loadPlaygroundScope(
      "import * as React from 'react';\nimport Button from '@mui/material/Button';",
    );
    expect(scope.react).toHaveProperty('createElement');
    const material = await import('@mui/material');
    expect((scope['@mui/material/Button'] as { default: unknown }).default).toBe(material.Button);
  });
});
