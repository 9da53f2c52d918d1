/** Shown while a page's code or copy loads; labelled for screen readers in both languages. */
export function PageSpinner() {
  return (
    <div
      className="flex min-h-[50vh] items-center justify-center"
      role="status"
      aria-live="polite"
      data-testid="page-spinner"
    >
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className="sr-only">Loading… / ይጽዕን ኣሎ…</span>
    </div>
  );
}
