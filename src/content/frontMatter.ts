/**
 * Front matter, read once by Docusaurus's own parser (gray-matter through
 * `DEFAULT_PARSE_FRONT_MATTER`). The site config installs `parseFrontMatter`
 * as `markdown.parseFrontMatter`, so every page the build loads gets its
 * markers checked and copied into `sidebar_custom_props`; the content reader
 * calls the same function, so both see identical front matter. The
 * allow-list of the API-name check (`api_names_allow`, `api_names_versions`,
 * see apiNamesAllow.ts) is validated here too.
 */
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { ParseFrontMatter } from '@docusaurus/types';

type ParseFrontMatterResult = Awaited<ReturnType<ParseFrontMatter>>;
import { apiNamesAllowFromFrontMatter, apiNamesVersionsFromFrontMatter } from './apiNamesAllow';
import { withSidebarMarkers } from './markers';

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  // Checked here so that a malformed allow-list of the API-name check fails the build, naming the file.
  apiNamesAllowFromFrontMatter(result.frontMatter, params.filePath);
  apiNamesVersionsFromFrontMatter(result.frontMatter, params.filePath);
  return { ...result, frontMatter: withSidebarMarkers(result.frontMatter, params.filePath) };
};

/** Front matter and body of a Markdown or MDX file, as the build parses them. */
export function readFrontMatter(fileContent: string, filePath: string): Promise<ParseFrontMatterResult> {
  return parseFrontMatter({ fileContent, filePath, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER });
}
