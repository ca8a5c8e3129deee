/**
 * The MUI X packages the site installs, with the exact version of each, read
 * from the site's package.json: what every live demo runs. Pure.
 */
import { PRODUCTS } from '../../data/products';

export interface PackageVersionRow {
  /** The product's name (Data Grid…), or null for a package every commercial product shares. */
  product: string | null;
  name: string;
  version: string;
}

/** The licence package the Pro and Premium packages share. */
const SHARED_PACKAGES = ['@mui/x-license'];

/** One row per MUI X package, in the order of the product table; throws when the site does not install one. */
export function packageVersionRows(dependencies: Readonly<Record<string, string>>): PackageVersionRow[] {
  const version = (name: string) => {
    const found = dependencies[name];
    if (!found) throw new Error(`package.json does not install ${name}, which the product table lists.`);
    return found;
  };
  return [
    ...PRODUCTS.flatMap((product) =>
      product.packages.map((pkg) => ({ product: product.name, name: pkg.name, version: version(pkg.name) })),
    ),
    ...SHARED_PACKAGES.map((name) => ({ product: null, name, version: version(name) })),
  ];
}
