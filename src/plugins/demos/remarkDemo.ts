/**
 * MDX: `<Demo file="./demos/Basic.tsx" />` is all a writer types. At build
 * time this plugin makes every styling flavour of the demo a lazily loaded
 * chunk (`lazyDemo`, revealed near the viewport), imports its sources
 * (TypeScript and generated JavaScript, from `X.tsx?demo-sources`, which
 * sourcesLoader.cjs answers and which depends on the demo's files), and a
 * loader for the modules live editing needs. A missing file fails the build,
 * naming page and file.
 */
import { dirname, relative } from 'node:path';
import { parse } from 'acorn';
import { DemoFileError, describeDemo, flavourFiles, type DemoSummary } from './demoFiles';
import { resolvePageDemos, type MdxNode } from './mdxDemos';

/** The resource query sourcesLoader.cjs answers (registered by the site plugin). */
export const DEMO_SOURCES_QUERY = '?demo-sources';

type Node = MdxNode;

const DEMO_IMPORT = "import Demo from '@site/src/components/Demo';";
const LAZY_DEMO_IMPORT = "import { lazyDemo } from '@site/src/components/Demo/lazyDemo';";

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
    for (const [index, { element: demo, mainFile }] of demos.entries()) {
      let summary: DemoSummary;
      try {
        summary = describeDemo(mainFile, options.siteDir);
      } catch (error) {
        throw new DemoFileError(page, error instanceof Error ? error.message : String(error));
      }
      const components: string[] = [];
      for (const [flavour, flavourFile] of Object.entries(flavourFiles(mainFile))) {
        // Each flavour is a chunk of its own, loaded when the demo is revealed (src/components/Demo/lazyDemo.ts).
        const identifier = `Demo${index}_${flavour}`;
        imports.push(
          esm(
            `export const ${identifier} = lazyDemo(() => import('${relativeImport(pageDir, flavourFile)}'));`,
          ),
        );
        components.push(`${flavour}: ${identifier}`);
      }
      imports.push(
        esm(`import Demo${index}_sources from '${relativeImport(pageDir, mainFile)}${DEMO_SOURCES_QUERY}';`),
      );
      const scope = summary.imports
        .map((specifier) => {
          const target = specifier.startsWith('.')
            ? relativeImport(pageDir, `${dirname(mainFile)}/${specifier}`)
            : specifier;
          return `${JSON.stringify(specifier)}: await import(${JSON.stringify(target)})`;
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
      esm(LAZY_DEMO_IMPORT),
      ...imports,
      ...(tree.children ?? []),
    ];
  };
}
