/** The props filter of API pages: a pure function over the members. */
import type { ApiMember } from './types';

/**
 * Members whose name, type (or expanded union) or description contains every
 * word of the query, case-insensitively. An empty query keeps them all.
 */
export function filterMembers(members: readonly ApiMember[], query: string): ApiMember[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...members];
  return members.filter((member) => {
    const haystack = [member.name, member.type, ...(member.expanded ?? []), member.description]
      .join('\n')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
