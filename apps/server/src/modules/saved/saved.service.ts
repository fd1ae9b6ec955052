import { SAVED_PIECES_MAX, savedMessages, type Product } from '@artshop/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, savedPieces } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { findProduct, shown } from '../catalog/catalog.service';
import { toProductDto } from '../catalog/product-dto';

/**
 * Saved pieces (decision 0122): the signed-in customer's own list. Every call is about the caller's
 * rows only; a product the shop does not show (unknown, malformed id, hidden) is 404.
 */

/** Saves the piece (again is the same), remembering the price it was saved at. */
export async function savePiece(db: Db, userId: string, productId: string): Promise<void> {
  const product = await findProduct(db, productId);
  if (!product) throw httpError(404, savedMessages.notFound);
  await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(savedPieces)
      .where(eq(savedPieces.userId, userId));
    if ((held?.n ?? 0) >= SAVED_PIECES_MAX) {
      const [already] = await tx
        .select({ productId: savedPieces.productId })
        .from(savedPieces)
        .where(and(eq(savedPieces.userId, userId), eq(savedPieces.productId, product.id)));
      if (!already) throw httpError(409, savedMessages.tooMany);
    }
    await tx
      .insert(savedPieces)
      .values({ userId, productId: product.id, seenPricePaise: product.discountPricePaise })
      .onConflictDoNothing();
  });
}

/** Takes the piece off the list; not saved is the same. A product the shop does not show is 404. */
export async function unsavePiece(db: Db, userId: string, productId: string): Promise<void> {
  const product = await findProduct(db, productId);
  if (!product) throw httpError(404, savedMessages.notFound);
  await db
    .delete(savedPieces)
    .where(and(eq(savedPieces.userId, userId), eq(savedPieces.productId, product.id)));
}

/** The saved pieces the shop still shows, last saved first (a hidden one is left out, kept). */
export async function listSavedPieces(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<(Product & { savedAt: string })[]> {
  const rows = await db
    .select({ product: products, savedAt: savedPieces.createdAt })
    .from(savedPieces)
    .innerJoin(products, eq(products.id, savedPieces.productId))
    .where(and(eq(savedPieces.userId, userId), shown))
    .orderBy(desc(savedPieces.createdAt), desc(products.id))
    .limit(SAVED_PIECES_MAX);
  return rows.map((row) => ({
    ...toProductDto(row.product, now),
    savedAt: row.savedAt.toISOString(),
  }));
}
