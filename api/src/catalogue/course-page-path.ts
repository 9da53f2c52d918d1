/**
 * The course id or slug of a course page's address (`/course/{id or slug}`, as the app routes it), or
 * null for any other path or one whose escapes do not decode.
 */
export function coursePageIdOf(pathname: string): string | null {
  const match = /^\/course\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
