import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_DATA_ID } from '@academy/shared/first-screen';
import { firstScreenData } from './first-screen.tsx';

/** The data a drawn page came with, as the server writes it (api/src/http/first-screen/). */
function drawnWith(data: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  window.history.replaceState(null, '', '/');
});

describe('the data a drawn page came with', () => {
  it('is taken for the address it was drawn for only', () => {
    window.history.replaceState(null, '', '/course/c1');
    drawnWith({ path: '/course/c1', course: { id: 'c1' } });
    expect(firstScreenData(null)).toMatchObject({ course: { id: 'c1' } });
    window.history.replaceState(null, '', '/course/c2');
    expect(firstScreenData(null)).toBeNull();
  });

  it('drawn for a learner, is taken only by that learner: never by a visitor or another learner', () => {
    window.history.replaceState(null, '', '/dashboard');
    drawnWith({ path: '/dashboard', viewer: 'u1', dashboard: { courses: [] } });
    expect(firstScreenData('u1')).toMatchObject({ viewer: 'u1' });
    expect(firstScreenData('u2')).toBeNull();
    expect(firstScreenData(null)).toBeNull();
  });

  it('is nothing on a page without a drawing, or with a broken one', () => {
    expect(firstScreenData(null)).toBeNull();
    const script = document.createElement('script');
    script.id = FIRST_SCREEN_DATA_ID;
    script.textContent = '{not json';
    document.body.append(script);
    expect(firstScreenData(null)).toBeNull();
  });
});
