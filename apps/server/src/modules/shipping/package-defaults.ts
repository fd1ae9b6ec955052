import { productPackageOf, type ProductPackage } from '@artshop/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, type OrderItemRow } from '../../db/schema';

type PackageColumns = Pick<
  typeof products.$inferSelect,
  'weightGrams' | 'lengthCm' | 'breadthCm' | 'heightCm'
>;

const NO_FIGURES: PackageColumns = {
  weightGrams: null,
  lengthCm: null,
  breadthCm: null,
  heightCm: null,
};

/**
 * One order's parcel (decision 0094). Each piece weighs its ordered size's weight when the size has
 * one (decision 0082), else its product's parcel weight, else its type's default; a deleted
 * product ships as its type's default. The pieces go in one box as long and as broad as the
 * largest of theirs, their heights stacked.
 */
export function parcelOf(
  items: readonly Pick<OrderItemRow, 'productId' | 'type' | 'weightGrams' | 'quantity'>[],
  productFigures: ReadonlyMap<string, PackageColumns>,
): ProductPackage {
  let parcel: ProductPackage = { weightGrams: 0, lengthCm: 1, breadthCm: 1, heightCm: 0 };
  for (const item of items) {
    const own = productPackageOf(
      item.type,
      (item.productId && productFigures.get(item.productId)) || NO_FIGURES,
    );
    const pieceGrams = item.weightGrams ?? own.weightGrams;
    parcel = {
      weightGrams: parcel.weightGrams + pieceGrams * item.quantity,
      lengthCm: Math.max(parcel.lengthCm, own.lengthCm),
      breadthCm: Math.max(parcel.breadthCm, own.breadthCm),
      heightCm: parcel.heightCm + own.heightCm * item.quantity,
    };
  }
  return {
    ...parcel,
    weightGrams: Math.max(parcel.weightGrams, 1),
    heightCm: Math.max(parcel.heightCm, 1),
  };
}

/** The parcel of these order items, with their products' figures read in one query. */
export async function loadParcel(db: Db, items: readonly OrderItemRow[]): Promise<ProductPackage> {
  const ids = [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            weightGrams: products.weightGrams,
            lengthCm: products.lengthCm,
            breadthCm: products.breadthCm,
            heightCm: products.heightCm,
          })
          .from(products)
          .where(inArray(products.id, ids));
  return parcelOf(items, new Map(rows.map(({ id, ...figures }) => [id, figures])));
}
