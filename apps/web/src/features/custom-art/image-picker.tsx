import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { usePreviewUrl } from '../../lib/use-preview-url';
import { buttonClasses } from '../../components/ui/button';
import { useHydrated } from '../../lib/use-hydrated';

interface ImagePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The reference image picker: images only, a preview, 'Select Image' then 'Change Image'. */
export function ImagePicker({ file, onChange, error, disabled }: ImagePickerProps) {
  const inputId = useId();
  const errorId = useId();
  const preview = usePreviewUrl(file);
  // A file chosen before the page is hydrated would never reach the form: not before then.
  const hydrated = useHydrated();
  return (
    <div>
      <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-clay-300 bg-sand/40 p-4">
        {preview ? (
          <img
            src={preview}
            alt="Preview of the chosen reference image"
            className="max-h-64 rounded-lg object-contain"
          />
        ) : (
          <ImagePlus aria-hidden="true" size={40} className="text-clay-500" />
        )}
        {file && <p className="max-w-full truncate text-sm text-ink-soft">{file.name}</p>}
        <label htmlFor={inputId} className={buttonClasses({ className: 'cursor-pointer text-sm' })}>
          {file ? 'Change Image' : 'Select Image'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={disabled || !hydrated}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
