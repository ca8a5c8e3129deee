/**
 * Sections of an API page and the table of contents the generated MDX
 * exports for them (headings come from the component, so the TOC is given
 * explicitly). Labels are translated; ids are stable.
 */
import { translate } from '@docusaurus/Translate';
import type { ApiGuide, ApiIndexModel, ApiModel } from './types';

export interface ApiSection {
  id: string;
  label: string;
}

interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** The translated heading of a section. */
export function apiSectionLabel(id: string): string {
  switch (id) {
    case 'import':
      return translate({ id: 'api.section.import', message: 'Import' });
    case 'details':
      return translate({ id: 'api.section.details', message: 'Component details' });
    case 'props':
      return translate({ id: 'api.section.props', message: 'Props' });
    case 'slots':
      return translate({ id: 'api.section.slots', message: 'Slots' });
    case 'css-classes':
      return translate({ id: 'api.section.cssClasses', message: 'CSS classes' });
    case 'definition':
      return translate({ id: 'api.section.definition', message: 'Definition' });
    case 'members':
      return translate({ id: 'api.section.members', message: 'Members' });
    case 'guides':
      return translate({ id: 'api.section.guides', message: 'Used in guides' });
    case 'icons':
      return translate({ id: 'api.section.icons', message: 'Icons' });
    case 'components':
      return translate({ id: 'api.section.components', message: 'Components' });
    default:
      return translate({ id: 'api.section.interfaces', message: 'Interfaces and types' });
  }
}

/** The sections a page shows, in order; empty ones are left out. */
export function apiSections(model: ApiModel, guides: readonly ApiGuide[] = []): ApiSection[] {
  if (model.kind === 'icons') return [{ id: 'icons', label: apiSectionLabel('icons') }];
  const ids =
    model.kind === 'component'
      ? [
          'import',
          'details',
          ...(model.props.length > 0 || model.inheritedProps > 0 ? ['props'] : []),
          ...(model.slots.length > 0 ? ['slots'] : []),
          ...(model.classes.length > 0 ? ['css-classes'] : []),
        ]
      : [
          'import',
          ...(model.definition ? ['definition'] : []),
          ...(model.members.length > 0 ? ['members'] : []),
        ];
  if (guides.length > 0) ids.push('guides');
  return ids.map((id) => ({ id, label: apiSectionLabel(id) }));
}

export function apiIndexSections(index: ApiIndexModel): ApiSection[] {
  const ids = [
    ...(index.components.length > 0 ? ['components'] : []),
    ...(index.interfaces.length > 0 ? ['interfaces'] : []),
  ];
  return ids.map((id) => ({ id, label: apiSectionLabel(id) }));
}

/** TOC values are HTML in Docusaurus: the plain labels are escaped. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function toToc(sections: ApiSection[]): TocItem[] {
  return sections.map((section) => ({ value: escapeHtml(section.label), id: section.id, level: 2 }));
}

export function apiToc(model: ApiModel, guides: readonly ApiGuide[] = []): TocItem[] {
  return toToc(apiSections(model, guides));
}

export function apiIndexToc(index: ApiIndexModel): TocItem[] {
  return toToc(apiIndexSections(index));
}
