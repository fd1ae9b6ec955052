import {
  ADMIN_PRODUCT_DESCRIPTION_MAX,
  ADMIN_PRODUCT_SIDEBAR_IMAGES,
  ADMIN_PRODUCT_TITLE_MAX,
  adminProductDetailsSchema,
  adminProductMessages,
  adminProductTextSchema,
} from '@artshop/shared';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { TextField } from '../../../components/ui/text-field';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  addProductForm,
  uploadProduct,
  type AddProductFields,
  type AddProductImages,
} from './add-product';
import { productWriteTags } from './admin-products.api';
import { StepDetails } from './components/step-details';
import { StepImages, type ImageErrors } from './components/step-images';
import { WIZARD_STEPS, WizardSteps } from './components/wizard-steps';

type FieldErrors = Partial<Record<keyof AddProductFields, string>>;

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
};

/** The first message of each field a step's schema refuses. */
function issuesByField(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path[0] as keyof AddProductFields;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Spec section 5 'Admin add', one step at a time: what Next (or Add Product) refuses. */
export function stepErrors(
  step: number,
  fields: AddProductFields,
  images: AddProductImages,
): { fields: FieldErrors; images: ImageErrors } {
  if (step === 1)
    return { fields: issuesByField(adminProductTextSchema.safeParse(fields)), images: {} };
  if (step === 2) {
    const details = adminProductDetailsSchema.safeParse({
      ...fields,
      isPremium: String(fields.isPremium),
    });
    return { fields: issuesByField(details), images: {} };
  }
  const imageErrors: ImageErrors = {};
  if (!images.main) imageErrors.main = adminProductMessages.mainImageRequired;
  if (images.sidebars.length !== ADMIN_PRODUCT_SIDEBAR_IMAGES) {
    imageErrors.sidebars = adminProductMessages.sidebarImagesExactlyTwo;
  }
  return { fields: {}, images: imageErrors };
}

const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/** /admin/add-product (spec sections 2, 4 and 5): the three-step product wizard. */
export function AdminAddProductPage() {
  usePageTitle('Add Product');
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [step, setStep] = useState(1);
  const [fields, setFields] = useState<AddProductFields>(emptyFields);
  const [images, setImages] = useState<AddProductImages>({ main: null, sidebars: [] });
  const [errors, setErrors] = useState<FieldErrors>({});
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
      const { message } = await uploadProduct(
        addProductForm(fields, images),
        setPercent,
        abort.current.signal,
      );
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
    if (hasErrors(found.fields) || hasErrors(found.images)) return;
    if (step < WIZARD_STEPS.length) setStep(step + 1);
    else void submit();
  };

  return (
    <div className="mx-auto max-w-2xl">
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
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            className="rounded-full p-2 text-ink-soft hover:bg-clay-100"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
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
            <button
              type="button"
              disabled={busy}
              onClick={() => setStep(step - 1)}
              className="rounded-lg border border-clay-300 px-5 py-2 font-medium text-ink hover:bg-clay-100 disabled:opacity-60"
            >
              Back
            </button>
          ) : (
            <span />
          )}
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-clay-700 px-5 py-2 font-semibold text-white hover:bg-clay-900 disabled:opacity-60"
          >
            {step < WIZARD_STEPS.length ? 'Next' : busy ? 'Adding Product...' : 'Add Product'}
          </button>
        </div>
      </form>
    </div>
  );
}
