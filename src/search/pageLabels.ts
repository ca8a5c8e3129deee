/**
 * What a page is called in the reader's language besides its title, for the
 * search index of a translated build. An untranslated page keeps its English
 * title and text, so a Chinese query would never reach it; it is named in
 * Chinese in two other places, which the index adds as words of the page:
 *
 * - its title in the glossary's terms (src/content/glossary.ts): "Data Grid -
 *   Row grouping" is also "表格 - 行分组", weighed as title words;
 * - the sidebar: the translated labels of the categories it sits in ("饼图" for
 *   the pages of the Pie category), and its own label in glossary terms,
 *   weighed as heading words.
 *
 * Runs at build time; pure.
 */
import { glossaryRendering, type GlossaryEntry } from '../content/glossary';

/** The parts of a loaded sidebar item this module reads (the docs plugin's `SidebarItem`). */
export interface SidebarNode {
  type: string;
  id?: string;
  label?: string;
  items?: readonly SidebarNode[];
  link?: { type: string; id?: string };
}

/** For each doc id, the labels of the sidebar categories around it, outermost first. */
export function categoryLabelsByDoc(
  sidebars: Readonly<Record<string, readonly SidebarNode[]>>,
): Map<string, string[]> {
  const labels = new Map<string, string[]>();
  const visit = (items: readonly SidebarNode[], around: string[]) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id && !labels.has(item.id)) labels.set(item.id, around);
      if (item.type !== 'category') continue;
      const inside = item.label ? [...around, item.label] : around;
      if (item.link?.type === 'doc' && item.link.id && !labels.has(item.link.id))
        labels.set(item.link.id, inside);
      visit(item.items ?? [], inside);
    }
  };
  for (const sidebar of Object.values(sidebars)) visit(sidebar, []);
  return labels;
}

export interface PageNames {
  /** The title in the glossary's terms, when the glossary names something in it. */
  alias?: string;
  /** Sidebar labels in the reader's language (categories around the page, its own label in glossary terms). */
  labels?: string[];
}

/** Whether a text has a letter outside ASCII: a word of the reader's language, not an arrow (`v7 → v8`). */
const hasNonLatin = (text: string) => /(?=\P{ASCII})\p{L}/u.test(text);

/**
 * The other names of one page. Only names with a word of the reader's
 * language are kept: an English label adds nothing to the English title.
 */
export function pageNames(
  page: { title: string; sidebarLabel?: string; categoryLabels: readonly string[] },
  glossary: readonly GlossaryEntry[],
): PageNames {
  const alias = glossaryRendering(page.title, glossary);
  const candidates = [...page.categoryLabels, ...(page.sidebarLabel ? [page.sidebarLabel] : [])];
  const labels = [
    ...new Set(candidates.map((label) => glossaryRendering(label, glossary) ?? label).filter(hasNonLatin)),
  ].filter((label) => label !== page.title && label !== alias);
  return {
    ...(alias && alias !== page.title ? { alias } : {}),
    ...(labels.length > 0 ? { labels } : {}),
  };
}
