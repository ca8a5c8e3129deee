/** Shared rows of the tree data demos: the shared drive of a small design studio. */
export interface StoredFile {
  id: number;
  path: string[];
  sizeKb: number | null;
  owner: string;
  modified: Date;
}

const files: Array<[string, number | null, string, string]> = [
  ['marketing', null, 'Priya', '2025-04-02'],
  ['marketing/spring-campaign', null, 'Priya', '2025-04-10'],
  ['marketing/spring-campaign/banner.png', 840, 'Leo', '2025-04-11'],
  ['marketing/spring-campaign/copy.docx', 56, 'Priya', '2025-04-09'],
  ['marketing/spring-campaign/budget.xlsx', 38, 'Marta', '2025-03-28'],
  ['marketing/brand-book.pdf', 4210, 'Leo', '2025-01-17'],
  ['finance', null, 'Marta', '2025-02-01'],
  ['finance/q2-forecast.xlsx', 212, 'Marta', '2025-05-06'],
  ['finance/invoices', null, 'Marta', '2025-05-02'],
  ['finance/invoices/2025-04-ardent-print.pdf', 118, 'Jonas', '2025-05-02'],
  ['finance/invoices/2025-04-northwind-cloud.pdf', 96, 'Marta', '2025-05-03'],
  // No rows describe "legal" or "legal/contracts": the grid generates both groups.
  ['legal/contracts/supplier-nda.pdf', 130, 'Jonas', '2025-03-14'],
  ['legal/contracts/office-lease.pdf', 2240, 'Jonas', '2024-11-30'],
  ['studio-photos', null, 'Leo', '2025-02-20'],
  ['studio-photos/team-2025.jpg', 6120, 'Leo', '2025-02-20'],
  ['studio-photos/workshop.jpg', 5480, 'Priya', '2025-02-21'],
];

export const storedFiles: StoredFile[] = files.map(([path, sizeKb, owner, modified], index) => ({
  id: index + 1,
  path: path.split('/'),
  sizeKb,
  owner,
  modified: new Date(`${modified}T09:00:00Z`),
}));

export function formatSize(value: number | null): string {
  if (value == null) return '';
  return value >= 1024 ? `${(value / 1024).toFixed(1)} MB` : `${value} KB`;
}
