/**
 * Component labels in the page's language. MUI and MUI X ship their texts in
 * locale packs that a theme takes (`createTheme(options, ...packs)`), and the
 * pickers take the date library's locale for month and day names. On a
 * Chinese page, a demo's theme gets the Chinese packs of the products it
 * uses, and its pickers the Chinese locale of its date library, so the demo's
 * own source stays as it is (the Chart and Tree View packages ship no Chinese
 * pack). Each pack loads only with a demo that needs it.
 */
import type { ThemeOptions } from '@mui/material/styles';
import type { ProductId } from '@site/src/data/products';
import type { DateLibrary } from '@site/src/components/Demo/model';

/** Extra theme arguments for a language, and a key that names them (themes are cached by it). */
export interface LocalePack {
  key: string;
  themeArgs: readonly object[];
}

export const DEFAULT_LOCALE_PACK: LocalePack = { key: '', themeArgs: [] };

/** What a demo uses that has labels of its own (its demo model). */
export interface LocaleNeeds {
  products: readonly ProductId[];
  dateLibrary: DateLibrary | null;
}

type PackModule = Promise<{ default: object }>;

/** The Chinese packs, each a module of its own. */
const CHINESE = {
  material: (): PackModule => import('./zh/material'),
  products: {
    'data-grid': (): PackModule => import('./zh/dataGrid'),
    'date-pickers': (): PackModule => import('./zh/datePickers'),
  } as Partial<Record<ProductId, () => PackModule>>,
  dateLibraries: {
    dayjs: (): PackModule => import('./zh/dayjs'),
    'date-fns': (): PackModule => import('./zh/dateFns'),
    luxon: (): PackModule => import('./zh/luxon'),
    moment: (): PackModule => import('./zh/moment'),
  } satisfies Record<DateLibrary, () => PackModule>,
};

/** Sets the date library's locale on every LocalizationProvider of a demo that does not set one itself. */
export function adapterLocale(locale: unknown): ThemeOptions {
  return { components: { MuiLocalizationProvider: { defaultProps: { adapterLocale: locale } } } };
}

const loaded = new Map<string, Promise<LocalePack>>();

/** The locale pack of a demo on a page in `siteLocale` (English needs none). */
export function loadLocalePack(siteLocale: string, needs: LocaleNeeds): Promise<LocalePack> {
  if (siteLocale !== 'zh') return Promise.resolve(DEFAULT_LOCALE_PACK);
  const products = needs.products.filter((product) => CHINESE.products[product]);
  const key = [siteLocale, ...products, needs.dateLibrary ?? ''].join('+');
  let pack = loaded.get(key);
  if (!pack) {
    const modules = [
      CHINESE.material(),
      ...products.map((product) => (CHINESE.products[product] as () => PackModule)()),
      ...(needs.dateLibrary ? [CHINESE.dateLibraries[needs.dateLibrary]()] : []),
    ];
    pack = Promise.all(modules).then((packs) => ({ key, themeArgs: packs.map((module) => module.default) }));
    loaded.set(key, pack);
  }
  return pack;
}
