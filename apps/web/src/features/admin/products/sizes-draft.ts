import {
  otherSizesError,
  otherSizesPayload,
  ownSizeLabel,
  productSizeMessages,
  sizeWeightSchema,
  type AdminProduct,
  type OtherSizeDraft,
  type ProductType,
} from '@artshop/shared';

/**
 * The sizes part of the add and edit forms as typed (decision 0082): the own size's name and weight
 * (its price and discount are the form's), and the other sizes, each with its own.
 */
export interface SizesDraft {
  size: string;
  weightGrams: string;
  others: OtherSizeDraft[];
}

export const emptySizesDraft: SizesDraft = { size: '', weightGrams: '', others: [] };

export const emptyOtherSize = (): OtherSizeDraft => ({
  label: '',
  price: '',
  discountPercentage: '',
  weightGrams: '',
});

const text = (value: number | null) => (value === null ? '' : String(value));

/** A product's sizes as the edit form starts them. */
export function sizesDraftOf(product: AdminProduct): SizesDraft {
  const [own, ...others] = product.sizes ?? [];
  return {
    size: product.size ?? '',
    weightGrams: text(own?.weightGrams ?? null),
    others: others.map((size) => ({
      id: size.id,
      label: size.label,
      price: String(size.price),
      discountPercentage: size.discountPercentage > 0 ? String(size.discountPercentage) : '',
      weightGrams: text(size.weightGrams),
    })),
  };
}

/** What the server would refuse, checked before sending; null when fine. */
export function sizesDraftError(draft: SizesDraft, type: ProductType): string | null {
  if (!sizeWeightSchema.safeParse(draft.weightGrams).success) {
    return productSizeMessages.weightInvalid;
  }
  return otherSizesError(draft.others, ownSizeLabel(type, draft.size));
}

/** The sizes parts of the multipart form (always all three, so an edit can clear them). */
export function appendSizes(form: FormData, draft: SizesDraft): void {
  form.append('size', draft.size.trim());
  form.append('weightGrams', draft.weightGrams.trim());
  form.append('otherSizes', otherSizesPayload(draft.others));
}
