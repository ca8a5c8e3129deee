/**
 * llms.txt files (the llmstxt.org format): an H1 title, a one-paragraph
 * summary as a quote, optional paragraphs, then H2 sections of links, each
 * `- [title](url): description`. A section named "Optional" lists what a tool
 * may skip. Sections follow the sidebar (see `sidebarSections`).
 */

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsFile {
  title: string;
  summary: string;
  details?: string[];
  sections: LlmsSection[];
  /** Links a tool may skip: the spec's "Optional" section. */
  optional?: LlmsLink[];
}

/** The spec's name for the section of links a tool may skip. */
export const OPTIONAL_SECTION = 'Optional';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const linkText = (value: string) => oneLine(value).replace(/([[\]\\])/g, '\\$1');

function linkLine(link: LlmsLink): string {
  const description = link.description ? `: ${oneLine(link.description)}` : '';
  return `- [${linkText(link.title)}](${link.url})${description}`;
}

export function llmsTxt(file: LlmsFile): string {
  const blocks = [
    `# ${oneLine(file.title)}`,
    `> ${oneLine(file.summary)}`,
    ...(file.details ?? []).map(oneLine),
  ];
  const sections = [
    ...file.sections,
    ...(file.optional && file.optional.length > 0 ? [{ title: OPTIONAL_SECTION, links: file.optional }] : []),
  ];
  for (const section of sections.filter((candidate) => candidate.links.length > 0)) {
    blocks.push(`## ${oneLine(section.title)}`, section.links.map(linkLine).join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** Pages' Markdown in one file (llms-full.txt): each page whole, separated by a thematic break. */
export function llmsFullTxt(header: { title: string; summary: string }, pages: readonly string[]): string {
  const intro = `# ${oneLine(header.title)}\n\n> ${oneLine(header.summary)}\n`;
  return `${[intro, ...pages.map((page) => page.trimEnd() + '\n')].join('\n---\n\n')}`;
}

/** A sidebar item as the docs plugin loads it (the parts the sections read). */
export interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
}

/** Where a doc sits in the sidebar: the labels of the categories around it, outermost first. */
export interface SidebarPlace {
  id: string;
  categories: string[];
}

/** The docs of a sidebar in reading order, each with its categories (a category's own page first). */
export function sidebarPlaces(items: readonly SidebarItem[], categories: string[] = []): SidebarPlace[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id) return [{ id: item.id, categories }];
    if (item.type === 'category') {
      const inside = [...categories, item.label ?? ''];
      const own = item.link?.type === 'doc' && item.link.id ? [{ id: item.link.id, categories: inside }] : [];
      return [...own, ...sidebarPlaces(item.items ?? [], inside)];
    }
    return [];
  });
}

/**
 * Sections of a product's llms.txt from the sidebar, in the sidebar's order:
 * inside the product's own top-level group, one section per category of that
 * group (pages directly in the group form a section named after it); a page of
 * the product elsewhere (a migration guide) goes to the section of its
 * top-level group. `pageOf` returns a doc's link when the doc belongs in the
 * file, else null; docs of the file that the sidebar leaves out end in `rest`.
 */
export function sidebarSections(
  places: readonly SidebarPlace[],
  productGroup: string | null,
  pageOf: (id: string) => LlmsLink | null,
  rest: { title: string; ids: readonly string[] },
): LlmsSection[] {
  const sections = new Map<string, LlmsLink[]>();
  const seen = new Set<string>();
  const add = (title: string, id: string) => {
    const page = seen.has(id) ? null : pageOf(id);
    if (!page) return;
    seen.add(id);
    sections.set(title, [...(sections.get(title) ?? []), page]);
  };
  for (const place of places) {
    const [top, inner] = place.categories;
    const title = top === undefined ? rest.title : top === productGroup ? (inner ?? top) : top;
    add(title, place.id);
  }
  for (const id of rest.ids) add(rest.title, id);
  return [...sections].map(([title, links]) => ({ title, links }));
}
