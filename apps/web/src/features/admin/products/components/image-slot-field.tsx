import { ADMIN_PRODUCT_IMAGE_ACCEPT, adminProductImageError } from '@artshop/shared';
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { usePreviewUrl } from '../../../../lib/use-preview-url';

interface ImageSlotFieldProps {
  /** e.g. 'Main image'; the file input is labelled 'Replace main image'. */
  label: string;
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  onError: (message: string | null) => void;
  error?: string | null | undefined;
}

/**
 * One image of the edit modal: the current one is kept unless a new photo (JPEG, PNG, WebP or
 * AVIF; decision 0087) replaces it. An empty sidebar slot takes an added one.
 */
export function ImageSlotField({
  label,
  currentUrl,
  file,
  onChange,
  onError,
  error,
}: ImageSlotFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const preview = usePreviewUrl(file);
  const shown = preview ?? currentUrl;
  return (
    <div className="rounded-lg border border-clay-100 p-2">
      <p className="text-xs font-medium text-ink-soft">{label}</p>
      {shown ? (
        <img
          src={shown}
          alt={file ? `New ${label.toLowerCase()}` : `Current ${label.toLowerCase()}`}
          className="mt-1 aspect-square w-full rounded object-cover"
        />
      ) : (
        <div className="mt-1 flex aspect-square w-full items-center justify-center rounded bg-clay-100">
          <ImagePlus aria-hidden="true" className="h-6 w-6 text-ink-soft" />
        </div>
      )}
      <label
        htmlFor={inputId}
        className="mt-2 block cursor-pointer rounded bg-clay-100 px-2 py-1 text-center text-xs font-medium text-clay-900 hover:bg-clay-300"
      >
        {`${currentUrl ? 'Replace' : 'Add'} ${label.toLowerCase()}`}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ADMIN_PRODUCT_IMAGE_ACCEPT}
        className="sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (!chosen) return;
          const problem = adminProductImageError(chosen);
          onError(problem);
          if (!problem) onChange(chosen);
        }}
      />
      {file && (
        <button
          type="button"
          onClick={() => {
            onChange(null);
            onError(null);
          }}
          className="mt-1 w-full text-xs text-clay-700 underline"
        >
          Keep current
        </button>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
