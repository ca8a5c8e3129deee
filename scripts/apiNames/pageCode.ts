/**
 * The names a page's own code defines. Prose often names a variable, a row
 * field or a component of the demo it describes (`daysOut`, `PlaneIcon`);
 * those are the page's code, not the packages' API. A demo is type-checked
 * against the installed packages, so every name in it is either API or its
 * own; from the page's code blocks, which are not type-checked, only the names
 * they declare count (variables, functions, components, types) and the
 * string values they hold (row fields, ids).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stripComments } from './declarations';
import { codeBlocks, demoFiles } from './markdown';

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const STRING_CONTENT = /(['"`])([A-Za-z_$][\w$-]*)\1/g;
const DECLARED =
  /\b(?:const|let|var|function|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)|\b(?:const|let|var)\s*[{[]([^=]*)[}\]]\s*=/g;

/** Names a code block declares, and the string values it holds. */
export function declaredInCode(code: string): string[] {
  const text = stripComments(code);
  const names: string[] = [];
  for (const match of text.matchAll(DECLARED)) {
    if (match[1]) names.push(match[1]);
    if (match[2]) for (const name of match[2].matchAll(IDENTIFIER)) names.push(name[0]);
  }
  for (const match of text.matchAll(STRING_CONTENT)) names.push(match[2] ?? '');
  return names;
}

/** Every name and identifier-like string of a demo file. */
export function namesInDemo(code: string): string[] {
  const text = stripComments(code);
  return [
    ...[...text.matchAll(IDENTIFIER)].map((match) => match[0]),
    ...[...text.matchAll(STRING_CONTENT)].map((match) => match[2] ?? ''),
  ];
}

/**
 * The page's own names: those of its demos (resolved against `demoDir`, the
 * English page's folder for a translation) and those its code blocks declare.
 */
export function pageCodeNames(source: string, demoDir: string): Set<string> {
  const names = new Set<string>();
  for (const block of codeBlocks(source)) for (const name of declaredInCode(block)) names.add(name);
  for (const file of demoFiles(source)) {
    const path = join(demoDir, file);
    if (!existsSync(path)) continue;
    for (const name of namesInDemo(readFileSync(path, 'utf8'))) names.add(name);
    // A demo's local modules (`./shared-resources/…`) hold its data.
    for (const match of readFileSync(path, 'utf8').matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      for (const extension of ['.ts', '.tsx', '']) {
        const module = join(dirname(path), `${match[1]}${extension}`);
        if (existsSync(module) && /\.tsx?$/.test(module)) {
          for (const name of namesInDemo(readFileSync(module, 'utf8'))) names.add(name);
          break;
        }
      }
    }
  }
  return names;
}
