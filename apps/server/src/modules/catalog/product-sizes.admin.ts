import { randomUUID } from 'node:crypto';
import {
  adminProductSizeFieldsSchema,
  ownSizeLabel,
  productSizeMessages,
  storedProductSize,
  type OtherSizeInput,
  type ProductType,
  type StoredProductSize,
} from '@artshop/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, type ProductRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { sizesOf } from './product-sizes';

/**
 * The sizes of an added or edited product (decision 0082): the form's price and discount are the
 * own size's, `size` names it and `weightGrams` weighs it, `otherSizes` lists the rest. The row's
 * `size` column keeps the name the admin typed (null for none), the price columns the own size's.
 */
export interface SizeColumns {
  size: string | null;
  sizes: StoredProductSize[];
}

interface PricedFields {
  type?: ProductType;
  price: number;
  discountPercentage: number;
}

function refuseTakenLabels(sizes: readonly StoredProductSize[]): void {
  const labels = sizes.map((size) => size.label.trim().toLowerCase());
  if (new Set(labels).size !== labels.length) throw httpError(400, productSizeMessages.labelTaken);
}

function otherSizes(
  inputs: readonly OtherSizeInput[],
  keptIds: ReadonlySet<string>,
): StoredProductSize[] {
  return inputs.map((input) =>
    storedProductSize({
      ...input,
      // An existing size keeps its id, and with it the cart lines that chose it.
      id: input.id && keptIds.has(input.id) ? input.id : randomUUID(),
    }),
  );
}

/** `POST /adminop/add`: the own size from the form's price and discount, then the others. */
export function sizesToAdd(
  fields: PricedFields & { type: ProductType },
  form: Record<string, unknown>,
): SizeColumns {
  const sizeFields = adminProductSizeFieldsSchema.parse(form);
  const size = sizeFields.size ?? null;
  const own = storedProductSize({
    id: randomUUID(),
    label: ownSizeLabel(fields.type, size),
    price: fields.price,
    discountPercentage: fields.discountPercentage,
    weightGrams: sizeFields.weightGrams ?? null,
  });
  const sizes = [own, ...otherSizes(sizeFields.otherSizes ?? [], new Set())];
  refuseTakenLabels(sizes);
  return { size, sizes };
}

/**
 * `PUT /adminop/edit/{id}`: the own size follows the form's price and discount and keeps its id; a
 * field left out keeps what the product has (its name, weight, other sizes).
 */
export function sizesToEdit(
  current: ProductRow,
  fields: PricedFields,
  form: Record<string, unknown>,
): SizeColumns {
  const sizeFields = adminProductSizeFieldsSchema.parse(form);
  const [currentOwn, ...currentOthers] = sizesOf(current);
  const size = sizeFields.size === undefined ? current.size : sizeFields.size;
  const own = storedProductSize({
    id: currentOwn!.id,
    label: ownSizeLabel(fields.type ?? current.type, size),
    price: fields.price,
    discountPercentage: fields.discountPercentage,
    weightGrams:
      sizeFields.weightGrams === undefined ? currentOwn!.weightGrams : sizeFields.weightGrams,
  });
  const others =
    sizeFields.otherSizes === undefined
      ? currentOthers
      : otherSizes(sizeFields.otherSizes, new Set(currentOthers.map((other) => other.id)));
  const sizes = [own, ...others];
  refuseTakenLabels(sizes);
  return { size, sizes };
}

/** A size the admin removed takes its cart lines with it, as a deleted product does (cascade). */
export async function removeLinesOfDroppedSizes(
  db: Db,
  productId: string,
  sizes: readonly StoredProductSize[],
): Promise<void> {
  await db.delete(cartLines).where(
    and(
      eq(cartLines.productId, productId),
      notInArray(
        cartLines.sizeId,
        sizes.map((size) => size.id),
      ),
    ),
  );
}
