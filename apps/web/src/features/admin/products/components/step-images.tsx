import {
  ADMIN_PRODUCT_IMAGE_ACCEPT,
  ADMIN_PRODUCT_SIDEBAR_IMAGES,
  adminProductImageError,
  adminProductMessages,
} from '@artshop/shared';
import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { usePreviewUrl } from '../../../../lib/use-preview-url';
import type { AddProductImages } from '../add-product';
import { buttonClasses } from '../../../../components/ui/button';

export interface ImageErrors {
  main?: string | undefined;
  sidebars?: string | undefined;
}

interface StepImagesProps {
  images: AddProductImages;
  errors: ImageErrors;
  disabled: boolean;
  onChange: (images: AddProductImages) => void;
  onErrors: (errors: ImageErrors) => void;
}

function Preview({ file, alt, onRemove }: { file: File; alt: string; onRemove: () => void }) {
  const url = usePreviewUrl(file);
  return (
    <li className="relative">
      {url ? (
        <img src={url} alt={alt} className="aspect-square w-full rounded-lg object-cover" />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-clay-100 text-xs text-ink-soft">
          {alt}
        </div>
      )}
      <p className="mt-1 truncate text-xs text-ink-soft">{file.name}</p>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
        className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-ink shadow hover:bg-white"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}

function Picker({
  label,
  hint,
  multiple,
  error,
  disabled,
  onFiles,
}: {
  label: string;
  hint: string;
  multiple: boolean;
  error: string | undefined;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div>
      <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-clay-300 bg-sand/40 p-4 text-center">
        <ImagePlus aria-hidden="true" className="h-8 w-8 text-clay-500" />
        <label htmlFor={id} className={buttonClasses({ className: 'cursor-pointer text-sm' })}>
          {label}
        </label>
        <p id={hintId} className="text-xs text-ink-soft">
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="file"
        accept={ADMIN_PRODUCT_IMAGE_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so choosing the same file again after a refusal still fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The first refusal among the chosen files (JPEG, PNG, WebP or AVIF, at most 20 MB), or undefined. */
function filesError(files: File[]): string | undefined {
  for (const file of files) {
    const error = adminProductImageError(file);
    if (error) return error;
  }
  return undefined;
}

/**
 * Step 3: one main image and up to 2 sidebar images, photos as they come (the server stores WebP;
 * decision 0087), with previews.
 */
export function StepImages({ images, errors, disabled, onChange, onErrors }: StepImagesProps) {
  const chooseMain = (files: File[]) => {
    const error = filesError(files.slice(0, 1));
    onErrors({ ...errors, main: error });
    if (!error) onChange({ ...images, main: files[0] ?? null });
  };
  const chooseSidebars = (files: File[]) => {
    // A new choice replaces the sidebars; more than 2 at once is refused with the spec's words.
    const error =
      files.length > ADMIN_PRODUCT_SIDEBAR_IMAGES
        ? adminProductMessages.sidebarImagesTooMany
        : filesError(files);
    onErrors({ ...errors, sidebars: error });
    if (!error) onChange({ ...images, sidebars: files });
  };
  return (
    <div className="grid gap-6">
      <div>
        <Picker
          label="Main Image"
          hint={adminProductMessages.imageTypesHint}
          multiple={false}
          error={errors.main}
          disabled={disabled}
          onFiles={chooseMain}
        />
        {images.main && (
          <ul aria-label="Main image preview" className="mt-3 grid w-1/2 grid-cols-1">
            <Preview
              file={images.main}
              alt="Main image preview"
              onRemove={() => onChange({ ...images, main: null })}
            />
          </ul>
        )}
      </div>
      <div>
        <Picker
          label="Sidebar Images (optional)"
          hint={`${adminProductMessages.sidebarImagesOptional} ${adminProductMessages.imageTypesHint}`}
          multiple
          error={errors.sidebars}
          disabled={disabled}
          onFiles={chooseSidebars}
        />
        {images.sidebars.length > 0 && (
          <ul aria-label="Sidebar image previews" className="mt-3 grid grid-cols-2 gap-3">
            {images.sidebars.map((file, i) => (
              <Preview
                key={`${file.name}-${i}`}
                file={file}
                alt={`Sidebar image ${i + 1} preview`}
                onRemove={() =>
                  onChange({ ...images, sidebars: images.sidebars.filter((_, j) => j !== i) })
                }
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
