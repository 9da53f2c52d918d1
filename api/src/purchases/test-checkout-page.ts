import { formatPrice, type Language } from '@academy/shared';

/**
 * The built-in test checkout (no Stripe keys): a plain server page standing where Stripe's hosted page
 * would, clearly marked as a test. Its buttons post to the API, which fulfils through the same code as
 * Stripe's webhook (Pay) or marks the order cancelled (Cancel), then sends the browser on.
 */

const COPY = {
  en: {
    title: 'Test checkout',
    banner: 'TEST PAYMENT — no card is charged and no money moves.',
    course: 'Course',
    price: 'Price',
    pay: 'Pay',
    cancel: 'Cancel',
  },
  ti: {
    title: 'ናይ ፈተነ ክፍሊት',
    banner: 'ናይ ፈተነ ክፍሊት — ካርድ ኣይተሓዝን፡ ገንዘብ ኣይንቀሳቐስን።',
    course: 'ኮርስ',
    price: 'ዋጋ',
    pay: 'ክፈሉ',
    cancel: 'ሰርዙ',
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export function testCheckoutPage(input: {
  orderId: string;
  courseTitle: string;
  amountCents: number;
  appName: string;
  language: Language;
}): string {
  const c = COPY[input.language];
  const action = `/api/payment/test-checkout/${input.orderId}`;
  return `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${c.title} · ${escapeHtml(input.appName)}</title>
<style>
body{margin:0;font-family:system-ui,"Noto Sans Ethiopic",sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.banner{background:#fef3c7;border:2px dashed #d97706;color:#92400e;border-radius:.75rem;padding:.75rem 1rem;font-weight:700}
.card{background:#fff;border-radius:1rem;padding:1.25rem;margin-top:1rem;box-shadow:0 1px 3px #0002}
dt{font-size:.85rem;color:#475569}dd{margin:0 0 .75rem;font-size:1.1rem;font-weight:600}
.price{font-size:2rem}
button{width:100%;min-height:3rem;border-radius:.75rem;font-size:1rem;font-weight:700;margin-top:.75rem;cursor:pointer}
.pay{background:#1d4ed8;color:#fff;border:0}.cancel{background:#fff;color:#0f172a;border:1px solid #cbd5e1}
</style></head>
<body><main>
<p class="banner" role="note" data-testid="test-mode">${c.banner}</p>
<div class="card">
<h1>${c.title}</h1>
<dl><dt>${c.course}</dt><dd data-testid="test-checkout-course">${escapeHtml(input.courseTitle)}</dd>
<dt>${c.price}</dt><dd class="price" data-testid="test-checkout-price">${formatPrice(input.amountCents / 100)} USD</dd></dl>
<form method="post" action="${action}/pay"><button class="pay" type="submit">${c.pay}</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">${c.cancel}</button></form>
</div></main></body></html>`;
}
