/**
 * `api_names_allow` in a page's front matter: code spans of the prose that
 * name something the API-name check (`npm run api-names`) cannot resolve and
 * that are right all the same, such as a variable of the page's demo, each
 * with the reason it is allowed:
 *
 * ```yaml
 * api_names_allow:
 *   - name: setTooltipItem
 *     reason: the state setter of the demo
 * ```
 *
 * The build reads it through the same front matter validation as the page
 * markers, so a malformed entry fails the build with the file named.
 */
import { FrontMatterError } from './markers';

export const API_NAMES_ALLOW_KEY = 'api_names_allow';

export interface ApiNameAllowance {
  /** A name used in a code span, or a whole span's text. */
  name: string;
  /** Why the name is right although the check does not know it. */
  reason: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The allow-list of a page's front matter (empty when absent); throws a `FrontMatterError` when malformed. */
export function apiNamesAllowFromFrontMatter(
  frontMatter: Record<string, unknown>,
  filePath: string,
): ApiNameAllowance[] {
  const value = frontMatter[API_NAMES_ALLOW_KEY];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    throw new FrontMatterError(filePath, `${API_NAMES_ALLOW_KEY} must be a list of { name, reason }.`);
  }
  const seen = new Set<string>();
  return value.map((entry, index) => {
    const where = `${API_NAMES_ALLOW_KEY}[${index}]`;
    if (!isRecord(entry)) throw new FrontMatterError(filePath, `${where} must be { name, reason }.`);
    const extra = Object.keys(entry).filter((key) => key !== 'name' && key !== 'reason');
    if (extra.length > 0) {
      throw new FrontMatterError(filePath, `${where} has unknown keys: ${extra.join(', ')}.`);
    }
    const { name, reason } = entry;
    if (typeof name !== 'string' || name.trim() === '') {
      throw new FrontMatterError(filePath, `${where}.name must be a non-empty string.`);
    }
    if (typeof reason !== 'string' || reason.trim().length < 5) {
      throw new FrontMatterError(
        filePath,
        `${where}.reason must say why ${JSON.stringify(name)} is allowed.`,
      );
    }
    if (seen.has(name))
      throw new FrontMatterError(filePath, `${where}: ${JSON.stringify(name)} is listed twice.`);
    seen.add(name);
    return { name, reason: reason.trim() };
  });
}

export const API_NAMES_VERSIONS_KEY = 'api_names_versions';

/**
 * `api_names_versions`: archived versions whose API the page also names, as
 * a migration guide names the APIs it moves away from (`['7.x']`).
 */
export function apiNamesVersionsFromFrontMatter(
  frontMatter: Record<string, unknown>,
  filePath: string,
): string[] {
  const value = frontMatter[API_NAMES_VERSIONS_KEY];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string' && /^\d+\.x$/.test(entry))) {
    throw new FrontMatterError(
      filePath,
      `${API_NAMES_VERSIONS_KEY} must be a list of versions such as ['7.x'].`,
    );
  }
  return value as string[];
}
