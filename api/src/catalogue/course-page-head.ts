import type { AppContext } from '../context.ts';
import { findCourseBasics } from './course-lookup.ts';
import { coursePageIdOf } from './course-page-path.ts';

/**
 * The course page's `<head>` tag for its largest paint on a phone, the course's image (Lighthouse's
 * mobile trace): named in the page the server sends, the browser fetches it while the app's scripts
 * load, instead of once they have run and asked for the course. Active courses only, as the public
 * course page shows them.
 */
export function coursePageHead(ctx: Pick<AppContext, 'database'>) {
  return async (pathname: string): Promise<string | null> => {
    const idOrSlug = coursePageIdOf(pathname);
    if (idOrSlug === null) return null;
    const course = await findCourseBasics(ctx.database.db, idOrSlug);
    if (!course || course.status !== 'active' || !course.thumbnailURL) return null;
    // The URL is the server's own (`/api/courses/thumbnails/{hash}/…`): nothing to escape but quotes.
    const href = course.thumbnailURL.replace(/"/g, '&quot;');
    return `<link rel="preload" as="image" fetchpriority="high" href="${href}">`;
  };
}
