import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ageParts, oldestAnswerOnScreen } from './saved-age.ts';

describe('the age the offline banner shows', () => {
  it('uses the largest whole unit', () => {
    expect(ageParts(30_000)).toEqual({ unit: 'minutes', count: 0 });
    expect(ageParts(59 * 60_000)).toEqual({ unit: 'minutes', count: 59 });
    expect(ageParts(2 * 3_600_000 + 5 * 60_000)).toEqual({ unit: 'hours', count: 2 });
    expect(ageParts(3 * 86_400_000)).toEqual({ unit: 'days', count: 3 });
  });

  it('is the oldest answer a screen is using, not one only kept in memory', () => {
    const client = new QueryClient();
    client.setQueryData(['catalogue', 'list'], [], { updatedAt: 1_000 });
    client.setQueryData(['catalogue', 'course', 'a'], {}, { updatedAt: 5_000 });
    client.setQueryData(['catalogue', 'facets'], {}, { updatedAt: 9_000 });
    expect(oldestAnswerOnScreen(client)).toBeNull();
    const stop = [
      new QueryObserver(client, { queryKey: ['catalogue', 'course', 'a'], enabled: false }),
      new QueryObserver(client, { queryKey: ['catalogue', 'facets'], enabled: false }),
    ].map((observer) => observer.subscribe(() => undefined));
    expect(oldestAnswerOnScreen(client)).toBe(5_000);
    stop.forEach((unsubscribe) => unsubscribe());
  });
});
