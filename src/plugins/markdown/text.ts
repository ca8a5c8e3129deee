/**
 * The labels the Markdown shares with the HTML page (plan badges, admonition
 * titles, API headings and columns), read from the build's code translations
 * by the ids the site's components use, so both say the same words in each
 * locale. The English message is the fallback, as `translate()` does.
 */
import type { Plan } from '../../content/markers';

export type Translator = (id: string, message: string, values?: Record<string, string | number>) => string;

export function translator(codeTranslations: Readonly<Record<string, string>>): Translator {
  return (id, message, values = {}) => {
    const template = Object.prototype.hasOwnProperty.call(codeTranslations, id)
      ? codeTranslations[id]
      : message;
    return (template ?? message).replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}

/** The plan badge's words (src/components/NavigationBadges). */
export function planLabel(plan: Plan, t: Translator): string {
  return plan === 'pro'
    ? t('navigation.badge.pro', 'Pro plan')
    : t('navigation.badge.premium', 'Premium plan');
}

/** The page's markers as the sidebar badges name them: "Pro plan", "New", "Unstable". */
export function markerLabels(
  markers: { plan?: Plan; newFeature?: boolean; unstable?: boolean },
  t: Translator,
): string[] {
  const labels: string[] = [];
  if (markers.plan) labels.push(planLabel(markers.plan, t));
  if (markers.newFeature) labels.push(t('navigation.badge.new', 'New'));
  if (markers.unstable) labels.push(t('navigation.badge.unstable', 'Unstable'));
  return labels;
}

/** English titles of the admonitions (the theme writes them in lower case and capitalizes them in CSS). */
const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** The admonition keywords the theme knows (Docusaurus's defaults). */
export const ADMONITION_KEYWORDS = Object.keys(ADMONITION_TITLES);

export function admonitionTitle(keyword: string, t: Translator): string {
  const english = ADMONITION_TITLES[keyword] ?? keyword;
  const title = t(`theme.admonition.${keyword}`, english);
  // The theme's English messages are lower case; the page shows them capitalized.
  return title.charAt(0).toUpperCase() + title.slice(1);
}
