import {
  adminProductMessages,
  ARTWORK_SIZE_FIELDS,
  PACKAGE_FIELDS,
  type AdminProductAddedResponse,
} from '@artshop/shared';
import { uploadForm } from '../../../lib/upload-form';

export const ADD_PRODUCT_URL = '/api/adminop/add';

/** The wizard's values as typed (spec section 2 'Admin add product'). */
export interface AddProductFields {
  title: string;
  description: string;
  price: string;
  bgColor: string;
  type: 'painting' | 'stoneArt';
  discount: 'true' | 'false';
  discountPercentage: string;
  artist: string;
  isPremium: boolean;
  /** Blank: the type's default HSN code and GST rate (decision 0048). */
  hsnCode: string;
  gstRate: string;
  /** The parcel for the courier (decision 0094); blank: the type's default. */
  packageWeightGrams: string;
  packageLengthCm: string;
  packageBreadthCm: string;
  packageHeightCm: string;
  /** For the certificate of authenticity (decision 0119): blank medium and year are not stated. */
  medium: string;
  yearMade: string;
  signed: boolean;
  /** The work's own width and height in cm (decision 0121); blank: not known. */
  widthCm: string;
  heightCm: string;
}

export interface AddProductImages {
  main: File | null;
  sidebars: File[];
}

/**
 * The multipart form of spec section 7: discountPercentage only when discounted; the HSN code and
 * GST rate only when set (absent: the type's default).
 */
export function addProductForm(fields: AddProductFields, images: AddProductImages): FormData {
  const form = new FormData();
  form.append('title', fields.title.trim());
  form.append('description', fields.description.trim());
  form.append('price', fields.price.trim());
  form.append('bgColor', fields.bgColor.trim());
  form.append('type', fields.type);
  form.append('discount', fields.discount);
  if (fields.discount === 'true')
    form.append('discountPercentage', fields.discountPercentage.trim());
  if (fields.type === 'painting' && fields.artist.trim())
    form.append('artist', fields.artist.trim());
  form.append('isPremium', String(fields.isPremium));
  if (fields.hsnCode.trim()) form.append('hsnCode', fields.hsnCode.trim());
  if (fields.gstRate) form.append('gstRate', fields.gstRate);
  for (const name of PACKAGE_FIELDS) {
    if (fields[name].trim()) form.append(name, fields[name].trim());
  }
  for (const name of ARTWORK_SIZE_FIELDS) {
    if (fields.type === 'painting' && fields[name].trim()) form.append(name, fields[name].trim());
  }
  // The certificate's fields only when set: absent is 'not stated' and 'not signed' (0119).
  if (fields.medium.trim()) form.append('medium', fields.medium.trim());
  if (fields.yearMade.trim()) form.append('yearMade', fields.yearMade.trim());
  if (fields.type === 'stoneArt' && fields.signed) form.append('signed', 'true');
  if (images.main) form.append('mainImage', images.main);
  images.sidebars.forEach((file, i) => form.append(`sidebarImage${i + 1}`, file));
  return form;
}

/** Sends the product with upload progress; rejects with the server's message or the spec's one. */
export function uploadProduct(
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<AdminProductAddedResponse> {
  return uploadForm<AdminProductAddedResponse>({
    method: 'POST',
    url: ADD_PRODUCT_URL,
    form,
    fallbackMessage: adminProductMessages.addFailed,
    onProgress,
    signal,
  });
}
