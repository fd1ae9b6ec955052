import {
  ADMIN_PRODUCT_DESCRIPTION_MAX,
  ADMIN_PRODUCT_SIDEBAR_IMAGES,
  ADMIN_PRODUCT_TITLE_MAX,
  adminProductDetailsSchema,
  artworkSizeFieldsSchema,
  productPackageFieldsSchema,
  adminProductMessages,
  adminProductTextSchema,
} from '@artshop/shared';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useLocation, useNavigate } from '../../../lib/router';
import { api } from '../../../store/api';
import { useAppDispatch } from '../../../store/hooks';
import { TextField } from '../../../components/ui/text-field';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { PageHead } from '../../../components/seo/page-head';
import {
  addProductForm,
  uploadProduct,
  type AddProductFields,
  type AddProductImages,
} from './add-product';
import { productWriteTags } from './admin-products.api';
import { productTaxSchema } from './components/product-fields';
import { StepDetails } from './components/step-details';
import { provenanceErrors } from './components/provenance-fields';
import { SizeFields } from './components/size-fields';
import { appendSizes, emptySizesDraft, sizesDraftError, type SizesDraft } from './sizes-draft';
import { StepImages, type ImageErrors } from './components/step-images';
import { WIZARD_STEPS, WizardSteps } from './components/wizard-steps';
import { Button } from '../../../components/ui/button';
import { hasFieldErrors, validate, type FieldErrors } from '../../../lib/field-errors';

type StepFieldErrors = FieldErrors<AddProductFields>;

const emptyFields: AddProductFields = {
  title: '',
  description: '',
  price: '',
  bgColor: '#ffffff',
  type: 'painting',
  discount: 'false',
  discountPercentage: '',
  artist: '',
  isPremium: false,
  hsnCode: '',
  gstRate: '',
  packageWeightGrams: '',
  packageLengthCm: '',
  packageBreadthCm: '',
  packageHeightCm: '',
  medium: '',
  yearMade: '',
  signed: false,
  widthCm: '',
  heightCm: '',
};

/** Spec section 5 'Admin add', one step at a time: what Next (or Add Product) refuses. */
export function stepErrors(
  step: number,
  fields: AddProductFields,
  images: AddProductImages,
): { fields: StepFieldErrors; images: ImageErrors } {
  if (step === 1) return { fields: validate(adminProductTextSchema, fields), images: {} };
  if (step === 2) {
    const details = validate(adminProductDetailsSchema, {
      ...fields,
      isPremium: String(fields.isPremium),
    });
    return {
      fields: {
        ...details,
        ...validate(productTaxSchema, fields),
        ...validate(productPackageFieldsSchema, fields),
        ...provenanceErrors(fields),
        ...(fields.type === 'painting' && validate(artworkSizeFieldsSchema, fields)),
      },
      images: {},
    };
  }
  const imageErrors: ImageErrors = {};
  if (!images.main) imageErrors.main = adminProductMessages.mainImageRequired;
  // A main image is enough; up to 2 sidebars are extra views (decision 0087).
  if (images.sidebars.length > ADMIN_PRODUCT_SIDEBAR_IMAGES) {
    imageErrors.sidebars = adminProductMessages.sidebarImagesAtMostTwo;
  }
  return { fields: {}, images: imageErrors };
}

/** /admin/add-product (spec sections 2, 4 and 5): the three-step product wizard. */
export function AdminAddProductPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [step, setStep] = useState(1);
  const [fields, setFields] = useState<AddProductFields>(emptyFields);
  const [images, setImages] = useState<AddProductImages>({ main: null, sidebars: [] });
  // The sizes part (decision 0082), checked with step 2.
  const [sizes, setSizes] = useState<SizesDraft>(emptySizesDraft);
  const [sizesError, setSizesError] = useState<string | null>(null);
  const [errors, setErrors] = useState<StepFieldErrors>({});
  const [imageErrors, setImageErrors] = useState<ImageErrors>({});
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = percent !== null;

  useEffect(() => () => abort.current?.abort(), []);

  const change = <K extends keyof AddProductFields>(name: K, value: AddProductFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  // The close button goes back; opened directly (no history in the app), it goes to the dashboard.
  const close = () => {
    if (location.key === 'default') void navigate('/admin/dashboard');
    else void navigate(-1);
  };

  const submit = async () => {
    setPercent(0);
    abort.current = new AbortController();
    try {
      const form = addProductForm(fields, images);
      appendSizes(form, sizes);
      const { message } = await uploadProduct(form, setPercent, abort.current.signal);
      dispatch(api.util.invalidateTags(productWriteTags()));
      toast.success(message || adminProductMessages.added);
      void navigate('/admin/dashboard');
    } catch (failure) {
      if (abort.current.signal.aborted) return;
      toast.error(failure instanceof Error ? failure.message : adminProductMessages.addFailed);
      setPercent(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = stepErrors(step, fields, images);
    setErrors(found.fields);
    setImageErrors(found.images);
    const foundSizes = step === 2 ? sizesDraftError(sizes, fields.type) : null;
    setSizesError(foundSizes);
    if (hasFieldErrors(found.fields) || hasFieldErrors(found.images) || foundSizes) return;
    if (step < WIZARD_STEPS.length) setStep(step + 1);
    else void submit();
  };

  return (
    <div className="mx-auto max-w-2xl">
      <PageHead title="Add Product" noindex />
      <form
        onSubmit={onSubmit}
        noValidate
        className="relative grid gap-6 rounded-2xl border border-clay-100 bg-white p-6 shadow-sm"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold text-clay-900">Add Product</h1>
            <p className="text-sm text-ink-soft">
              Step {step} of {WIZARD_STEPS.length}
            </p>
          </div>
          <Button variant="ghost" size="icon" onClick={close} aria-label="Close">
            <X aria-hidden="true" className="h-5 w-5" />
          </Button>
        </div>
        <WizardSteps step={step} />

        {step === 1 && (
          <div className="grid gap-4">
            <TextField
              label="Product Title"
              maxLength={ADMIN_PRODUCT_TITLE_MAX}
              value={fields.title}
              onChange={(value) => change('title', value)}
              error={errors.title}
            />
            <TextField
              label="Description"
              rows={5}
              maxLength={ADMIN_PRODUCT_DESCRIPTION_MAX}
              value={fields.description}
              onChange={(value) => change('description', value)}
              error={errors.description}
            />
          </div>
        )}
        {step === 2 && <StepDetails fields={fields} errors={errors} onChange={change} />}
        {step === 2 && (
          <SizeFields type={fields.type} value={sizes} error={sizesError} onChange={setSizes} />
        )}
        {step === 3 && (
          <StepImages
            images={images}
            errors={imageErrors}
            disabled={busy}
            onChange={setImages}
            onErrors={setImageErrors}
          />
        )}

        {percent !== null && <UploadProgress label="Uploading product" percent={percent} />}

        <div className="flex justify-between gap-3">
          {step > 1 ? (
            <Button
              variant="secondary"
              shape="rounded"
              disabled={busy}
              onClick={() => setStep(step - 1)}
            >
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" shape="rounded" disabled={busy}>
            {step < WIZARD_STEPS.length ? 'Next' : busy ? 'Adding Product...' : 'Add Product'}
          </Button>
        </div>
      </form>
    </div>
  );
}
