/** An order's number as people see and type it: 'AS-1001' (decision 0085). */
export const ORDER_NUMBER_PREFIX = 'AS-';
export function formatOrderNumber(number: number): string {
  return `${ORDER_NUMBER_PREFIX}${number}`;
}

/**
 * The number a search text names: 'AS-1001', 'as1001', '#AS-1001' or '1001' (an admin copies it
 * from an email or hears it on the phone); null when the text is not an order number.
 */
export function parseOrderNumber(text: string): number | null {
  const match = /^#?\s*(?:as\s*-?\s*)?(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
