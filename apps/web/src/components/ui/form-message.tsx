/** A form's error line; announced to screen readers when it appears. */
export function FormMessage({ text }: { text: string }) {
  return (
    <p role="alert" className="min-h-5 text-sm text-red-700">
      {text}
    </p>
  );
}
