/** Query string of the full search page: `?q=<query>&version=<version name>`. */
export function searchPageSearch(query: string, version: string): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query);
  params.set('version', version);
  return `?${params.toString()}`;
}

export function readSearchPageParams(search: string): { query: string; version: string | null } {
  const params = new URLSearchParams(search);
  return { query: params.get('q') ?? '', version: params.get('version') };
}
