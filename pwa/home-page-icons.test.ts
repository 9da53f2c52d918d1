// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconsDrawnBy, lucideFileName } from './home-page-icons.ts';

const lucideModule = (icon: string) => `/app/node_modules/lucide-react/dist/esm/icons/${icon}.mjs`;

describe('the icons the home page draws', () => {
  const homePageIcon = iconsDrawnBy(
    fileURLToPath(new URL('./src/home/home-page.tsx', import.meta.url)),
  );

  it('names components as lucide names its files', () => {
    expect(lucideFileName('TrendingUp')).toBe('trending-up');
    expect(lucideFileName('Volume2')).toBe('volume-2');
    expect(lucideFileName('Play')).toBe('play');
  });

  it('finds the icons of the home page and of the files it imports from other folders', () => {
    expect(homePageIcon.test(lucideModule('trending-up'))).toBe(true); // home/home-sections.tsx
    expect(homePageIcon.test(lucideModule('pause'))).toBe(true); // home/hero-carousel.tsx
    expect(homePageIcon.test(lucideModule('arrow-right'))).toBe(true); // catalogue/featured-courses.tsx
  });

  it('stops at a missing page instead of finding no icons', () => {
    expect(() => iconsDrawnBy('/nowhere/home-page.tsx')).toThrow('no file');
  });

  it('leaves out icons the home page never draws', () => {
    expect(homePageIcon.test(lucideModule('trending-up-down'))).toBe(false);
    expect(homePageIcon.test(lucideModule('shield-check'))).toBe(false); // admin only
    expect(homePageIcon.test('/app/src/home/play.mjs')).toBe(false);
  });
});
