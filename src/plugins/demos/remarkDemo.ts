/**
 * MDX: `<Demo file="./demos/Basic.tsx" />` is all a writer types. At build
 * time this plugin imports every styling flavour of the demo, its sources
 * (TypeScript and generated JavaScript, from `X.tsx?demo-sources`, which
 * sourcesLoader.cjs answers and which depends on the demo's files), and a
 * loader for the modules live editing needs. A missing file fails the build,
 * naming page and file.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { parse } from 'acorn';
import { DemoFileError, demoSourceFiles, findImports, flavourFiles, resolveDemoFile } from './demoFiles';

/** The resource query sourcesLoader.cjs answers (registered by the site plugin). */
export const DEMO_SOURCES_QUERY = '?demo-sources';

interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Node[];
  children?: Node[];
  data?: Record<string, unknown>;
}

const DEMO_COMPONENT = 'Demo';
const DEMO_IMPORT = "import Demo from '@site/src/components/Demo';";

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

function findDemos(node: Node, found: Node[] = []): Node[] {
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    node.name === DEMO_COMPONENT
  ) {
    found.push(node);
  }
  node.children?.forEach((child) => findDemos(child, found));
  return found;
}

function relativeImport(fromDir: string, target: string): string {
  const path = relative(fromDir, target);
  return path.startsWith('.') ? path : `./${path}`;
}

export default function remarkDemo(options: { siteDir: string }) {
  return async (tree: Node, file: { path?: string }) => {
    const demos = findDemos(tree);
    if (demos.length === 0) return;
    const pagePath = file.path ?? '';
    const pageDir = dirname(pagePath);
    const imports: Node[] = [];
    for (const [index, demo] of demos.entries()) {
      const fileAttribute = demo.attributes?.find((attribute) => attribute.name === 'file');
      const mainFile = resolveDemoFile(pagePath, fileAttribute?.value, options.siteDir);
      const page = relative(options.siteDir, pagePath);
      let specifiers: string[];
      try {
        demoSourceFiles(mainFile);
        specifiers = [
          ...new Set(
            Object.values(flavourFiles(mainFile)).flatMap((path) => findImports(readFileSync(path, 'utf8'))),
          ),
        ];
      } catch (error) {
        throw new DemoFileError(page, error instanceof Error ? error.message : String(error));
      }
      const components: string[] = [];
      for (const flavour of Object.keys(flavourFiles(mainFile))) {
        const identifier = `Demo${index}_${flavour}`;
        const flavourFile = mainFile.replace(/\.tsx$/, flavour === 'system' ? '.tsx' : `.${flavour}.tsx`);
        imports.push(esm(`import ${identifier} from '${relativeImport(pageDir, flavourFile)}';`));
        components.push(`${flavour}: ${identifier}`);
      }
      imports.push(
        esm(`import Demo${index}_sources from '${relativeImport(pageDir, mainFile)}${DEMO_SOURCES_QUERY}';`),
      );
      const scope = specifiers
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
    tree.children = [...(hasDemoImport ? [] : [esm(DEMO_IMPORT)]), ...imports, ...(tree.children ?? [])];
  };
}
