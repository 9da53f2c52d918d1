import { describe, expect, it } from 'vitest';
import { askEarly, takeEarly } from './early-answers.ts';

describe('an answer asked for as the app starts', () => {
  it('is taken once by the query it was asked for; a later fetch of that query asks the server', async () => {
    let asked = 0;
    askEarly('dashboard:jwt-1', async () => {
      asked += 1;
      return { courses: ['c1'] };
    });
    expect(asked).toBe(1);
    expect(await takeEarly('dashboard:jwt-1')).toEqual({ courses: ['c1'] });
    expect(await takeEarly('dashboard:jwt-1')).toBeNull();
    expect(asked).toBe(1);
  });

  it('is nothing for another key (another learner’s token) or once it failed: the query asks itself', async () => {
    askEarly('dashboard:jwt-1', () => Promise.reject(new Error('offline')));
    expect(await takeEarly('dashboard:jwt-2')).toBeNull();
    expect(await takeEarly('dashboard:jwt-1')).toBeNull();
  });
});
