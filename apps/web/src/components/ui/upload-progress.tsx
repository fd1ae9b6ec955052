/** A labelled bar showing how much of an upload has been sent, e.g. 'Uploading image 40%'. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div>
      <div className="flex justify-between text-sm text-ink-soft">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-clay-100"
      >
        <div className="h-full bg-clay-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
