/** Invented purchase orders of a small bicycle shop, shared by the master-detail demos. */
export interface OrderLine {
  sku: string;
  description: string;
  quantity: number;
  unitPrice: number;
}

export interface PurchaseOrder {
  id: string;
  supplier: string;
  ordered: Date;
  status: 'Draft' | 'Sent' | 'Received';
  lines: OrderLine[];
}

const SUPPLIERS = [
  'Velotech GmbH',
  'Shimura Components',
  'Atlas Tyres',
  'Northwind Saddles',
  'Cascade Lights',
];
const CHAIN: [string, string, number] = ['CH-11S', '11-speed chain', 34];
const PARTS: [string, string, number][] = [
  CHAIN,
  ['BR-PAD', 'Disc brake pads, pair', 18],
  ['TY-700', 'Road tyre 700x28', 42],
  ['TB-700', 'Inner tube 700c', 7],
  ['SD-CMF', 'Comfort saddle', 55],
  ['LT-USB', 'USB front light', 29],
  ['CB-SET', 'Cable and housing set', 16],
];
const STATUSES: PurchaseOrder['status'][] = ['Draft', 'Sent', 'Received'];

export function totalOf(order: PurchaseOrder): number {
  return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
}

export const purchaseOrders: PurchaseOrder[] = Array.from({ length: 12 }, (_, index) => ({
  id: `PO-${String(3100 + index)}`,
  supplier: SUPPLIERS[index % SUPPLIERS.length] ?? '',
  ordered: new Date(Date.UTC(2025, 3, 1 + index * 2)),
  status: STATUSES[index % STATUSES.length] ?? 'Draft',
  lines: Array.from({ length: 1 + (index % 4) }, (_line, lineIndex) => {
    const [sku, description, unitPrice] = PARTS[(index + lineIndex * 2) % PARTS.length] ?? CHAIN;
    return { sku, description, unitPrice, quantity: 2 + (((index + 1) * (lineIndex + 3)) % 18) };
  }),
}));
