import type { Language } from '@academy/shared';

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const COPY = {
  en: {
    title: 'This WhatsApp group link has expired',
    body: 'Join links work once and for 30 minutes. Open the course again to get a new link.',
    action: 'Get a new link',
  },
  ti: {
    title: 'እዚ ናይ ዋትስኣፕ ጉጅለ መላግቦ ግዚኡ ሓሊፉ',
    body: 'መላግቦታት ምጽንባር ሓንሳብን ን30 ደቓይቕን ጥራይ እዮም ዝሰርሑ። ሓድሽ መላግቦ ንምርካብ ነቲ ኮርስ እንደገና ክፈቱ።',
    action: 'ሓድሽ መላግቦ ርኸቡ',
  },
} as const;

/**
 * The page a spent or expired join link shows (spec 000 §4), in both languages, the visitor's first.
 * "Get a new link" goes back to the purchased-course page, whose community section makes a fresh one.
 */
export function groupLinkExpiredPage(
  language: Language,
  courseId: string | null,
  appName: string,
): string {
  const order: Language[] = language === 'en' ? ['en', 'ti'] : ['ti', 'en'];
  const target = courseId ? `/my-course/${encodeURIComponent(courseId)}` : '/dashboard';
  const blocks = order
    .map(
      (lang) => `<section lang="${lang}">
  <h1>${escapeHtml(COPY[lang].title)}</h1>
  <p>${escapeHtml(COPY[lang].body)}</p>
  <p><a class="button" href="${target}">${escapeHtml(COPY[lang].action)}</a></p>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${order[0]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(COPY[order[0]!].title)} · ${escapeHtml(appName)}</title>
<style>
  body { font-family: "Noto Sans Ethiopic", system-ui, sans-serif; background: #f6f7fb; color: #1d232e;
    margin: 0; padding: 24px 16px; }
  main { max-width: 560px; margin: 10vh auto 0; background: #fff; border-radius: 12px; padding: 24px;
    box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  h1 { font-size: 1.3rem; margin: 0 0 8px; } section + section { border-top: 1px solid #e4e6ee;
    margin-top: 20px; padding-top: 20px; }
  .button { display: inline-block; background: #128c7e; color: #fff; padding: 10px 18px;
    border-radius: 8px; text-decoration: none; font-weight: 600; }
</style>
</head>
<body><main>
${blocks}
</main></body>
</html>`;
}
