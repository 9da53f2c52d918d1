import { normaliseCertificateId, CERTIFICATE_ID_PATTERN } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { imagePath, verifyPath } from './certificate.mapper.ts';
import { findCertificate } from './certificate.service.ts';

type Ctx = Pick<AppContext, 'database' | 'storage' | 'config' | 'logger' | 'queue'>;

function escapeAttr(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Open Graph and Twitter tags for `/verify/{id}`: what WhatsApp, Telegram and Facebook show when a
 * certificate link is shared. Their crawlers run no JavaScript, so the server writes the tags into the
 * page itself. Every value is escaped: names and titles are typed by people.
 */
export function certificatePageMeta(ctx: Ctx) {
  return async (pathname: string): Promise<string | null> => {
    const match = /^\/verify\/([^/]+)\/?$/.exec(pathname);
    if (!match) return null;
    let id: string;
    try {
      id = normaliseCertificateId(decodeURIComponent(match[1]!));
    } catch {
      return null;
    }
    if (!CERTIFICATE_ID_PATTERN.test(id)) return null;
    const row = await findCertificate(ctx, id);
    if (!row) return null;
    const { publicUrl, site } = ctx.config;
    const title = `${row.studentName} · ${row.courseTitle} · ${site.appName}`;
    const description =
      `${row.studentName} completed “${row.courseTitle}” (${row.instructorName}) at ${site.appName}. ` +
      `Certificate ${row.certificateId}: open the link to check it against the academy’s records.`;
    const tags: [string, string, string][] = [
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', site.appName],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:url', `${publicUrl}${verifyPath(row.certificateId)}`],
      ['property', 'og:image', `${publicUrl}${imagePath(row.certificateId)}`],
      ['property', 'og:image:width', '1200'],
      ['property', 'og:image:height', '630'],
      ['property', 'og:image:alt', title],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
      ['name', 'twitter:image', `${publicUrl}${imagePath(row.certificateId)}`],
    ];
    return tags
      .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`)
      .join('');
  };
}
