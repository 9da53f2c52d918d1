import type { CourseVideoItem } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { tokenSubject } from '../progress/learner-identity.ts';
import { nextInList } from './use-lesson-end.ts';

const lesson = (id: string) => ({ _id: id }) as CourseVideoItem;

describe('the next lesson when the next-video call cannot be made', () => {
  const list = [lesson('a'), lesson('b'), lesson('c')];
  it('is the following one in the playlist, none after the last', () => {
    expect(nextInList(list, 'a')?._id).toBe('b');
    expect(nextInList(list, 'c')).toBeNull();
    expect(nextInList(list, 'gone')).toBeNull();
  });
});

describe('whose queue a token may send', () => {
  const token = (payload: object) =>
    `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;
  it('is its subject', () => {
    expect(tokenSubject(token({ sub: 'user-1', tv: 0 }))).toBe('user-1');
  });
  it('is nobody for a missing, broken or subject-less token', () => {
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject('garbage')).toBeNull();
    expect(tokenSubject(token({ tv: 1 }))).toBeNull();
  });
});
