import type { Db } from '../../db/client';

/**
 * STUB (issue 15, invoices helper): issues the credit note of a refund that has just become
 * processed, in the caller's transaction; a second call for the same refund does nothing.
 */
export async function issueCreditNoteInTransaction(_tx: Db, _refundId: string): Promise<void> {}
