/** Text or an attribute value for HTML: whatever a course's author typed stays words. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a `<script type="application/json">`: `<` escaped, so no `</script>` can end it early. */
export function inertJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What every button of the app has (pwa/src/ui/button.tsx: buttonClass), before its look and size. */
export const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60';
