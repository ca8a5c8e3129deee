/**
 * A pretend file server for the lazy-loading demos. Every request answers after
 * a fixed delay, like a network call, and returns the direct children of a folder.
 */
export interface ServerEntry {
  id: string;
  label: string;
  /** Number of entries inside a folder; 0 for a file. */
  childrenCount: number;
}

const folders: Record<string, ServerEntry[]> = {
  root: [
    { id: 'clients', label: 'Clients', childrenCount: 3 },
    { id: 'templates', label: 'Templates', childrenCount: 2 },
    { id: 'archive', label: 'Archive', childrenCount: 2 },
    { id: 'readme', label: 'README.txt', childrenCount: 0 },
  ],
  clients: [
    { id: 'clients/acme', label: 'Acme Dental', childrenCount: 2 },
    { id: 'clients/birch', label: 'Birch & Co. Architects', childrenCount: 1 },
    { id: 'clients/coastal', label: 'Coastal Ferries', childrenCount: 0 },
  ],
  'clients/acme': [
    { id: 'clients/acme/contract', label: 'contract-2025.pdf', childrenCount: 0 },
    { id: 'clients/acme/logo', label: 'logo.svg', childrenCount: 0 },
  ],
  'clients/birch': [{ id: 'clients/birch/brief', label: 'project-brief.docx', childrenCount: 0 }],
  templates: [
    { id: 'templates/invoice', label: 'invoice.xlsx', childrenCount: 0 },
    { id: 'templates/proposal', label: 'proposal.docx', childrenCount: 0 },
  ],
  archive: [
    { id: 'archive/2023', label: '2023', childrenCount: 1 },
    { id: 'archive/2024', label: '2024', childrenCount: 1 },
  ],
  'archive/2023': [{ id: 'archive/2023/report', label: 'annual-report.pdf', childrenCount: 0 }],
  'archive/2024': [{ id: 'archive/2024/report', label: 'annual-report.pdf', childrenCount: 0 }],
};

export const SERVER_DELAY_MS = 700;

export function wait(milliseconds: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, milliseconds);
  });
}

/** Returns the children of a folder, or the root entries when `parentId` is undefined. */
export async function fetchFolder(parentId?: string): Promise<ServerEntry[]> {
  await wait(SERVER_DELAY_MS);
  return folders[parentId ?? 'root'] ?? [];
}
