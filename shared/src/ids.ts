/**
 * The ids of users, courses, videos and purchases are PostgreSQL UUIDs. A string that is not one cannot
 * name a row, so the API answers "not found" without asking the database (which would throw on the cast).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
