/**
 * MDX: `<Demo file="./demos/Basic.tsx" />` is all a writer types. At build
 * time this plugin gives every demo a loader of its component (`demoLoader`:
 * it loads when the demo goes live, src/components/Demo/live), imports its sources
 * (TypeScript and generated JavaScript, from `X.tsx?demo-sources`, which
 * sourcesLoader.cjs answers and which depends on the demo's files), and a
 * loader for the modules live editing needs. A missing file fails the build,
 * naming page and file.
 *
 * The demos of a page that need the same MUI X packages load together, as one
 * chunk (`X.tsx?demo-group=[…]`, answered by groupLoader.cjs): a chunk per
 * demo would cost every page of the site an entry in the runtime's chunk
 * table, and a demo still loads only the libraries it needs. Tailwind and CSS
 * flavours, which few readers pick, stay chunks of their own.
 */
import { dirname, relative } from 'node:path';
import { parse } from 'acorn';
import { DemoFileError, describeDemo, flavourFiles, type DemoSummary } from './demoFiles';
import { resolvePageDemos, type MdxNode } from './mdxDemos';
import { demoGroupKey } from '../../components/Demo/model';

/** The resource query sourcesLoader.cjs answers (registered by the demos plugin). */
export const DEMO_SOURCES_QUERY = '?demo-sources';
/** The resource query groupLoader.cjs answers, followed by the URI-encoded JSON list of demo files. */
export const DEMO_GROUP_QUERY = '?demo-group=';

interface DemoGroup {
  /** The identifier of the function that imports the group. */
  loader: string;
  /** Main demo files, exported as `d0`, `d1`, …. */
  demos: string[];
  /** Sibling modules the demos import (absolute, as written), exported as namespaces `m0`, `m1`, … for live editing. */
  modules: string[];
}

export interface GroupedDemo {
  mainFile: string;
  key: string;
  /** The demo's relative imports, resolved against its folder (as written, without adding an extension). */
  modules: string[];
}

/**
 * Groups main demo files by key. Each group is imported by one function (one
 * `import()` expression, hence one chunk), through its first file with the
 * demos and their sibling modules as query; live editing takes the sibling
 * modules from the same group, so they cost no chunk of their own either.
 */
export function groupDemos(entries: readonly GroupedDemo[], pageDir: string) {
  const groups = new Map<string, DemoGroup>();
  for (const { mainFile, key, modules } of entries) {
    const group = groups.get(key) ?? { loader: `DemoGroup${groups.size}`, demos: [], modules: [] };
    if (!group.demos.includes(mainFile)) group.demos.push(mainFile);
    for (const module of modules) if (!group.modules.includes(module)) group.modules.push(module);
    groups.set(key, group);
  }
  const declarations = [...groups.values()].map(({ loader, demos, modules }) => {
    const anchor = demos[0] as string;
    const list = (files: string[]) => files.map((file) => relativeImport(dirname(anchor), file));
    const query = encodeURIComponent(JSON.stringify({ demos: list(demos), modules: list(modules) }));
    return `const ${loader} = () => import('${relativeImport(pageDir, anchor)}${DEMO_GROUP_QUERY}${query}');`;
  });
  const groupOf = (key: string) => groups.get(key) as DemoGroup;
  return {
    declarations,
    /** Loads a demo's component through its group. */
    load: (mainFile: string, key: string) => {
      const group = groupOf(key);
      return `${group.loader}().then((group) => ({ default: group.d${group.demos.indexOf(mainFile)} }))`;
    },
    /** A sibling module of a demo, from its group, as an expression for the live-edit scope. */
    module: (module: string, key: string) => {
      const group = groupOf(key);
      return `(await ${group.loader}()).m${group.modules.indexOf(module)}`;
    },
  };
}

type Node = MdxNode;

const DEMO_IMPORT = "import Demo from '@site/src/components/Demo';";
const DEMO_LOADER_IMPORT = "import { demoLoader } from '@site/src/components/Demo/live/loader';";

function esm(code: string): Node {
  return {
    type: 'mdxjsEsm',
    value: code,
    data: { estree: parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) },
  };
}

function expressionAttribute(name: string, code: string): Node {
  const estree = parse(`(${code});`, { ecmaVersion: 'latest', sourceType: 'module' });
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: code, data: { estree } },
  };
}

function relativeImport(fromDir: string, target: string): string {
  const path = relative(fromDir, target);
  return path.startsWith('.') ? path : `./${path}`;
}

export default function remarkDemo(options: { siteDir: string }) {
  return async (tree: Node, file: { path?: string }) => {
    const pagePath = file.path ?? '';
    const demos = resolvePageDemos(tree, pagePath, options.siteDir);
    if (demos.length === 0) return;
    const pageDir = dirname(pagePath);
    const page = relative(options.siteDir, pagePath);
    const imports: Node[] = [];
    const summaries = demos.map(({ mainFile }) => {
      try {
        return describeDemo(mainFile, options.siteDir);
      } catch (error) {
        throw new DemoFileError(page, error instanceof Error ? error.message : String(error));
      }
    });
    const keys = summaries.map((summary: DemoSummary) => demoGroupKey(summary.imports));
    const siblingModules = (mainFile: string, summary: DemoSummary) =>
      summary.imports
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => `${dirname(mainFile)}/${specifier}`);
    const groups = groupDemos(
      demos.map(({ mainFile }, index) => ({
        mainFile,
        key: keys[index] as string,
        modules: siblingModules(mainFile, summaries[index] as DemoSummary),
      })),
      pageDir,
    );
    imports.push(...groups.declarations.map(esm));
    for (const [index, { element: demo, mainFile }] of demos.entries()) {
      const summary = summaries[index] as DemoSummary;
      const components: string[] = [];
      for (const [flavour, flavourFile] of Object.entries(flavourFiles(mainFile))) {
        // Loaded when the demo goes live (src/components/Demo/live/loader.ts).
        const identifier = `Demo${index}_${flavour}`;
        const load =
          flavourFile === mainFile
            ? groups.load(mainFile, keys[index] as string)
            : `import('${relativeImport(pageDir, flavourFile)}')`;
        imports.push(esm(`export const ${identifier} = demoLoader(() => ${load});`));
        components.push(`${flavour}: ${identifier}`);
      }
      imports.push(
        esm(`import Demo${index}_sources from '${relativeImport(pageDir, mainFile)}${DEMO_SOURCES_QUERY}';`),
      );
      const scope = summary.imports
        .map((specifier) => {
          const value = specifier.startsWith('.')
            ? groups.module(`${dirname(mainFile)}/${specifier}`, keys[index] as string)
            : `await import(${JSON.stringify(specifier)})`;
          return `${JSON.stringify(specifier)}: ${value}`;
        })
        .join(', ');
      demo.attributes = [
        ...(demo.attributes ?? []).filter((attribute) => attribute.name !== 'file'),
        expressionAttribute('components', `{ ${components.join(', ')} }`),
        expressionAttribute('sources', `Demo${index}_sources`),
        expressionAttribute('loadScope', `async () => ({ ${scope} })`),
      ];
    }
    const hasDemoImport = (tree.children ?? []).some(
      (node) =>
        node.type === 'mdxjsEsm' && typeof node.value === 'string' && node.value.includes('components/Demo'),
    );
    tree.children = [
      ...(hasDemoImport ? [] : [esm(DEMO_IMPORT)]),
      esm(DEMO_LOADER_IMPORT),
      ...imports,
      ...(tree.children ?? []),
    ];
  };
}
