import {
  adminListedPrice,
  adminProductEditFieldsSchema,
  adminProductMessages,
  artworkSizeFieldsSchema,
  formatINR,
  productPackageFieldsSchema,
  type AdminProductEditedResponse,
  type AdminProduct,
  type AdminProductImageField,
  type ProductType,
} from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../../lib/toast';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import { errorMessage } from '../../../../lib/api-error';
import { FormActions } from '../../components/form-actions';
import { useEditAdminProductMutation } from '../admin-products.api';
import { ImageSlotField } from './image-slot-field';
import { SizeFields } from './size-fields';
import {
  appendArtworkSize,
  ArtworkSizeFields,
  artworkSizeValuesOf,
  type ArtworkSizeValues,
} from './artwork-size-fields';
import {
  appendPackage,
  PackageFields,
  packageValuesOf,
  type PackageValues,
} from './package-fields';
import {
  appendProvenance,
  ProvenanceFields,
  provenanceErrors,
  provenanceValuesOf,
  type ProvenanceValues,
} from './provenance-fields';
import { appendSizes, sizesDraftError, sizesDraftOf, type SizesDraft } from '../sizes-draft';
import { BackgroundColourField, PremiumCheckbox } from './look-fields';
import {
  DiscountPercentageField,
  PriceField,
  ProductTypeSelect,
  TaxFields,
} from './product-fields';
import { hasFieldErrors, validate, type FieldErrors } from '../../../../lib/field-errors';

interface EditFields {
  title: string;
  description: string;
  price: string;
  type: ProductType;
  discountPercentage: string;
  hsnCode: string;
  gstRate: string;
  // Every field the add wizard has (decision 0087).
  bgColor: string;
  artist: string;
  isPremium: 'true' | 'false';
}

const SLOTS: { field: AdminProductImageField; label: string }[] = [
  { field: 'mainImage', label: 'Main image' },
  { field: 'sidebarImage1', label: 'Sidebar image 1' },
  { field: 'sidebarImage2', label: 'Sidebar image 2' },
];

function slotUrls(product: AdminProduct): Record<AdminProductImageField, string | null> {
  return {
    mainImage: product.mainImageUrl,
    sidebarImage1: product.sidebarImageUrls[0] ?? null,
    sidebarImage2: product.sidebarImageUrls[1] ?? null,
  };
}

/** The listed price the admin will get, while the price and percentage are valid. */
function listedPreview(fields: EditFields): string | null {
  const price = Number(fields.price);
  const percentage =
    fields.discountPercentage.trim() === '' ? 0 : Number(fields.discountPercentage);
  if (!(price > 0) || !(percentage >= 0 && percentage <= 100)) return null;
  return formatINR(adminListedPrice(price, percentage));
}

function EditProductForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const [fields, setFields] = useState<EditFields>({
    title: product.title,
    description: product.description,
    price: String(product.price),
    // Spec section 9: the default type on edit is painting.
    type: product.type ?? 'painting',
    discountPercentage: String(product.discountPercentage ?? 0),
    // Empty: the type's default; sent blank, it stays (or goes back to) the default.
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate == null ? '' : String(product.gstRate),
    bgColor: product.bgColor,
    artist: product.artist ?? '',
    isPremium: product.isPremium ? 'true' : 'false',
  });
  const [errors, setErrors] = useState<FieldErrors<EditFields>>({});
  const [sizes, setSizes] = useState<SizesDraft>(() => sizesDraftOf(product));
  const [sizesError, setSizesError] = useState<string | null>(null);
  const [parcel, setParcel] = useState<PackageValues>(() =>
    packageValuesOf(product.type, product.package),
  );
  const [parcelErrors, setParcelErrors] = useState<FieldErrors<PackageValues>>({});
  const [provenance, setProvenance] = useState<ProvenanceValues>(() =>
    provenanceValuesOf(product.provenance),
  );
  const [provenanceFieldErrors, setProvenanceFieldErrors] = useState<FieldErrors<ProvenanceValues>>(
    {},
  );
  const [artworkSize, setArtworkSize] = useState<ArtworkSizeValues>(() =>
    artworkSizeValuesOf(product),
  );
  const [artworkSizeErrors, setArtworkSizeErrors] = useState<FieldErrors<ArtworkSizeValues>>({});
  const [files, setFiles] = useState<Partial<Record<AdminProductImageField, File | null>>>({});
  const [imageErrors, setImageErrors] = useState<
    Partial<Record<AdminProductImageField, string | null>>
  >({});
  const [editProduct, { isLoading }] = useEditAdminProductMutation();
  const urls = slotUrls(product);

  const edit = (name: keyof EditFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(adminProductEditFieldsSchema, fields);
    setErrors(found);
    const foundSizes = sizesDraftError(sizes, fields.type);
    setSizesError(foundSizes);
    const foundParcel = validate(productPackageFieldsSchema, parcel);
    setParcelErrors(foundParcel);
    const foundProvenance = provenanceErrors(provenance);
    setProvenanceFieldErrors(foundProvenance);
    const foundArtworkSize =
      fields.type === 'painting' ? validate(artworkSizeFieldsSchema, artworkSize) : {};
    setArtworkSizeErrors(foundArtworkSize);
    if (
      hasFieldErrors(found) ||
      foundSizes ||
      hasFieldErrors(foundParcel) ||
      hasFieldErrors(foundProvenance) ||
      hasFieldErrors(foundArtworkSize)
    ) {
      return;
    }

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      // The artist is a painting's, as in the add wizard.
      if (name === 'artist' && fields.type !== 'painting') continue;
      form.append(name, value.trim());
    }
    const percentage = Number(fields.discountPercentage || 0);
    form.append('discount', percentage > 0 ? 'true' : 'false');
    appendSizes(form, sizes);
    appendPackage(form, parcel);
    appendProvenance(form, provenance);
    // The work's own size is a painting's, as the artist is (decision 0121).
    if (fields.type === 'painting') appendArtworkSize(form, artworkSize);
    for (const { field } of SLOTS) {
      const file = files[field];
      const url = urls[field];
      if (file) form.append(field, file);
      else if (url) form.append(`${field}Url`, url);
    }
    let result: AdminProductEditedResponse | undefined;
    try {
      result = await editProduct({ id: product.id, form }).unwrap();
    } catch (failure) {
      toast.error(errorMessage(failure, adminProductMessages.updateFailed));
      return;
    }
    // Spec section 8: an answer without the product is an error, not a success.
    if (!result?.product) {
      toast.error(adminProductMessages.invalidResponse);
      return;
    }
    toast.success(adminProductMessages.updated);
    onDone();
  };

  const preview = listedPreview(fields);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <TextField label="Title" value={fields.title} onChange={edit('title')} error={errors.title} />
      <TextField
        label="Description"
        rows={4}
        value={fields.description}
        onChange={edit('description')}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PriceField value={fields.price} onChange={edit('price')} error={errors.price} />
        <DiscountPercentageField
          value={fields.discountPercentage}
          onChange={edit('discountPercentage')}
          error={errors.discountPercentage}
        />
      </div>
      <ProductTypeSelect label="Type" value={fields.type} onChange={edit('type')} />
      {fields.type === 'painting' && (
        <TextField
          label="Artist (optional)"
          value={fields.artist}
          onChange={edit('artist')}
          error={errors.artist}
        />
      )}
      <BackgroundColourField
        value={fields.bgColor}
        onChange={edit('bgColor')}
        error={errors.bgColor}
      />
      <PremiumCheckbox
        checked={fields.isPremium === 'true'}
        onChange={(checked) => edit('isPremium')(checked ? 'true' : 'false')}
      />
      <TaxFields
        type={fields.type}
        hsnCode={fields.hsnCode}
        gstRate={fields.gstRate}
        errors={errors}
        onChange={(name, value) => edit(name)(value)}
      />
      <p className="text-sm text-ink-soft" aria-live="polite">
        Listed price: <span className="font-semibold text-ink">{preview ?? '—'}</span>
      </p>
      <SizeFields type={fields.type} value={sizes} error={sizesError} onChange={setSizes} />
      {fields.type === 'painting' && (
        <ArtworkSizeFields
          values={artworkSize}
          errors={artworkSizeErrors}
          onChange={(name, value) => {
            setArtworkSize((current) => ({ ...current, [name]: value }));
            setArtworkSizeErrors((current) => ({ ...current, [name]: undefined }));
          }}
        />
      )}
      <ProvenanceFields
        type={fields.type}
        values={provenance}
        errors={provenanceFieldErrors}
        onChange={(name, value) => {
          setProvenance((current) => ({ ...current, [name]: value }));
          setProvenanceFieldErrors((current) => ({ ...current, [name]: undefined }));
        }}
      />
      <PackageFields
        type={fields.type}
        values={parcel}
        errors={parcelErrors}
        onChange={(name, value) => {
          setParcel((current) => ({ ...current, [name]: value }));
          setParcelErrors((current) => ({ ...current, [name]: undefined }));
        }}
      />
      <fieldset>
        <legend className="text-sm font-medium text-clay-900">Images</legend>
        <div className="mt-1 grid grid-cols-3 gap-2">
          {SLOTS.map(({ field, label }) => (
            <ImageSlotField
              key={field}
              label={label}
              currentUrl={urls[field]}
              file={files[field] ?? null}
              onChange={(file) => setFiles((current) => ({ ...current, [field]: file }))}
              onError={(message) => setImageErrors((current) => ({ ...current, [field]: message }))}
              error={imageErrors[field]}
            />
          ))}
        </div>
      </fieldset>
      <FormActions
        submitLabel="Save Changes"
        busyLabel="Saving..."
        busy={isLoading}
        onCancel={onDone}
      />
    </form>
  );
}

interface ProductEditModalProps {
  product: AdminProduct | null;
  onClose: () => void;
}

/** The edit modal (spec sections 2, 5 'Admin edit' and 8): fields, then images kept or replaced. */
export function ProductEditModal({ product, onClose }: ProductEditModalProps) {
  return (
    <Modal open={product !== null} title="Edit Product" onClose={onClose}>
      {product && <EditProductForm key={product.id} product={product} onDone={onClose} />}
    </Modal>
  );
}
