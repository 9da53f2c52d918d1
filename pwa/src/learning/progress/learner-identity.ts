/**
 * Who a token belongs to: its `sub` claim (the API signs tokens with the user id as subject). Read
 * from the token itself, not from a separately stored id, so a queue is never paired with a token
 * that belongs to somebody else.
 */
export function tokenSubject(token: string | null): string | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}
