/**
 * Names a source text imports from the MUI X packages, with the product each
 * belongs to: what the API reference's "Used in guides" section links. Type-only
 * imports are left out (a page that only names a type does not show the component).
 */
import { productOfPackage, type ProductId } from '../data/products';

export interface ApiUse {
  product: ProductId;
  name: string;
}

const NAMED_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@mui\/x-[a-z-]+)(?:\/[^'"]*)?['"]/g;

export function muiXImports(source: string): ApiUse[] {
  const found: ApiUse[] = [];
  for (const match of source.matchAll(NAMED_IMPORT)) {
    const [, typeOnly, specifiers = '', packageName = ''] = match;
    const owner = productOfPackage(packageName);
    if (typeOnly || !owner) continue;
    for (const specifier of specifiers.split(',')) {
      const cleaned = specifier.trim();
      if (cleaned === '' || cleaned.startsWith('type ')) continue;
      const name = cleaned.split(/\s+as\s+/)[0]?.trim() ?? '';
      if (name) found.push({ product: owner.product, name });
    }
  }
  return found;
}
