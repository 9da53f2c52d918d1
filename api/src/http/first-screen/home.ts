import { HOME_HERO_VARIANTS, type SiteConfig } from '@academy/shared';
import type { Translate } from './copy.ts';
import type { FirstScreen } from './first-screen.ts';
import { escapeHtml as text } from './html.ts';
import { icon, type IconName } from './icons.ts';

/** The hero's four slides, as the app's carousel has them; the first on show. */
const VARIANTS = HOME_HERO_VARIANTS;

const STATS: readonly [string, IconName, string][] = [
  ['students', 'users', 'text-brand-100'],
  ['hours', 'clock', 'text-brand-100'],
  ['rating', 'star', 'fill-amber-300 text-amber-300'],
];

const HERO_LINK = {
  primary: 'bg-white text-brand-700 shadow hover:bg-brand-50',
  secondary: 'border border-white/70 text-white hover:bg-white/10',
};

/** The hero's fade, as the app's (HERO_FADE_MS): the same inline style on the same elements. */
const FADE = 'transition-duration:300ms';

/**
 * The home page's first screen: the rotating hero on its first slide as the app draws it before it
 * rotates (pwa/src/home/hero-carousel.tsx), every slide laid out in the same cell so that it is as
 * tall as the app's. The figures are the site's claimed ones, which the app shows until the ratings
 * say otherwise. The featured courses below come with the app.
 */
export function homeFirstScreen(site: Pick<SiteConfig, 'claimedLearners' | 'claimedRating'>) {
  return async (pathname: string, t: Translate): Promise<FirstScreen | null> => {
    if (pathname !== '/') return null;
    const value: Record<string, string> = {
      students: site.claimedLearners,
      rating: site.claimedRating,
    };
    const slide = (variant: (typeof VARIANTS)[number], shown: boolean) => {
      const words = (part: string) => text(t(`home:hero.variants.${variant.id}.${part}`));
      const headline = shown
        ? `<h1 class="text-3xl leading-tight font-bold sm:text-5xl">${words('headline')}</h1>`
        : `<p class="text-3xl leading-tight font-bold sm:text-5xl">${words('headline')}</p>`;
      const link = (to: string, look: string, part: string) =>
        `<a href="${to}" class="rounded-xl px-6 py-3 text-center font-semibold ${look}">${words(part)}</a>`;
      return (
        `<div class="[grid-area:1/1] max-w-2xl transition-opacity ease-in-out motion-reduce:transition-none ${shown ? 'opacity-100' : 'invisible opacity-0'}" style="${FADE}">` +
        headline +
        `<p class="mt-4 text-lg text-slate-100 sm:text-xl">${words('subtext')}</p>` +
        '<div class="mt-8 flex flex-col gap-3 sm:flex-row">' +
        link(variant.primary, HERO_LINK.primary, 'primary') +
        link(variant.secondary, HERO_LINK.secondary, 'secondary') +
        '</div>' +
        '<ul class="mt-8 grid grid-cols-2 gap-x-6 gap-y-2 text-sm text-slate-100 sm:flex sm:flex-wrap sm:text-base">' +
        STATS.map(
          ([id, name, tone]) =>
            `<li class="flex items-center gap-2">${icon(name, `h-5 w-5 ${tone}`)}${text(t(`home:hero.stats.${id}`, { value: value[id] ?? '' }))}</li>`,
        ).join('') +
        '</ul></div>'
      );
    };
    const dots = VARIANTS.map(
      (_, i) =>
        '<button type="button" class="group flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white">' +
        `<span class="block h-2.5 rounded-full transition-all ${i === 0 ? 'w-6 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80'}"></span></button>`,
    ).join('');
    const main =
      '<section class="relative isolate overflow-hidden bg-slate-900 text-white">' +
      VARIANTS.map(
        (variant, i) =>
          `<div class="absolute inset-0 -z-10 bg-cover bg-center transition-opacity ease-in-out motion-reduce:transition-none" style="background-image:url(${variant.image});opacity:${i === 0 ? 1 : 0};${FADE}"></div>`,
      ).join('') +
      '<div class="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/75 via-slate-950/45 to-slate-950/10"></div>' +
      '<div class="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-24 lg:px-8">' +
      `<div class="grid">${VARIANTS.map((variant, i) => slide(variant, i === 0)).join('')}</div>` +
      `<div class="mt-10 flex items-center gap-1">${dots}` +
      '<button type="button" class="ml-2 flex h-8 w-8 items-center justify-center rounded-full text-white/80 hover:text-white focus-visible:outline-2 focus-visible:outline-white disabled:hidden">' +
      `${icon('pause', 'h-4 w-4')}</button></div></div></section>`;
    return { main, data: {} };
  };
}
