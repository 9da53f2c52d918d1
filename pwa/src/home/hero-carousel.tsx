import { Clock, Pause, Play, Star, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_HERO_VARIANTS } from '@academy/shared';
import { useAcademyFigures } from '../ratings/index.ts';
import { HERO_FADE_MS, usePrefersReducedMotion, useHeroRotation } from './use-hero-rotation.ts';

/** The four hero variants (spec 000 §2 Home), shared with the server's drawing of the first screen. */
const VARIANTS = HOME_HERO_VARIANTS;

/**
 * The figures under every slide's links: copy under hero.stats.<id>, and the icon's colours. Students
 * and rating are the academy's real figures once there are ratings (ratings/academy-figures.ts).
 */
const STATS: ReadonlyArray<[string, LucideIcon, string]> = [
  ['students', Users, 'text-brand-100'],
  ['hours', Clock, 'text-brand-100'],
  ['rating', Star, 'fill-amber-300 text-amber-300'],
];

/**
 * The rotating hero. Every variant is laid out in the same grid cell (the hidden ones invisible), so
 * the section is as tall as its longest copy and nothing below jumps when the text changes. Visitors
 * who ask the system for less motion get no automatic rotation and no fade; everyone can pause it.
 */
export function HeroCarousel() {
  const { t } = useTranslation('home');
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const paused = reducedMotion || pausedByUser;
  const { index, fading, goTo } = useHeroRotation(VARIANTS.length, {
    paused,
    fadeMs: reducedMotion ? 0 : HERO_FADE_MS,
  });
  const current = VARIANTS[index] ?? VARIANTS[0];

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      data-variant={current.id}
      className="relative isolate overflow-hidden bg-slate-900 text-white"
    >
      {VARIANTS.map((variant, i) => (
        <div
          key={variant.id}
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-cover bg-center transition-opacity ease-in-out motion-reduce:transition-none"
          style={{
            backgroundImage: `url(${variant.image})`,
            opacity: i === index && !fading ? 1 : 0,
            transitionDuration: `${HERO_FADE_MS}ms`,
          }}
        />
      ))}
      {/* Keeps white text readable over the lighter right-hand side of every background. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/75 via-slate-950/45 to-slate-950/10"
      />

      <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-24 lg:px-8">
        <div className="grid" aria-live={paused ? 'polite' : 'off'}>
          {VARIANTS.map((variant, i) => (
            <HeroSlide
              key={variant.id}
              variant={variant}
              look={i !== index ? 'hidden' : fading ? 'fading' : 'shown'}
            />
          ))}
        </div>

        <div className="mt-10 flex items-center gap-1">
          {VARIANTS.map((variant, i) => (
            <button
              key={variant.id}
              type="button"
              onClick={() => goTo(i)}
              aria-label={t('hero.goTo', { number: i + 1, total: VARIANTS.length })}
              aria-current={i === index ? 'true' : undefined}
              className="group flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80'
                }`}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setPausedByUser((value) => !value)}
            aria-label={paused ? t('hero.play') : t('hero.pause')}
            disabled={reducedMotion}
            className="ml-2 flex h-8 w-8 items-center justify-center rounded-full text-white/80 hover:text-white focus-visible:outline-2 focus-visible:outline-white disabled:hidden"
          >
            {paused ? (
              <Play aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Pause aria-hidden="true" className="h-4 w-4" />
            )}
          </button>
        </div>
      </div>
    </section>
  );
}

/** A slide on show, on show but fading out before the next one, or hidden behind it. */
const SLIDE_LOOK = {
  shown: 'opacity-100',
  fading: 'opacity-0',
  hidden: 'invisible opacity-0',
} as const;
type SlideLook = keyof typeof SLIDE_LOOK;

/** One variant: its headline (the page's h1 while it is on show), line, two links and the figures. */
function HeroSlide({ variant, look }: { variant: (typeof VARIANTS)[number]; look: SlideLook }) {
  const { t } = useTranslation('home');
  const figures = useAcademyFigures();
  const value = { students: figures.learners, rating: figures.rating } as Record<string, string>;
  const shown = look !== 'hidden';
  return (
    <div
      aria-hidden={!shown}
      data-testid={shown ? 'hero-current' : undefined}
      className={`[grid-area:1/1] max-w-2xl transition-opacity ease-in-out motion-reduce:transition-none ${SLIDE_LOOK[look]}`}
      style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
    >
      {shown ? (
        <h1 className="text-3xl leading-tight font-bold sm:text-5xl">
          {t(`hero.variants.${variant.id}.headline`)}
        </h1>
      ) : (
        <p className="text-3xl leading-tight font-bold sm:text-5xl">
          {t(`hero.variants.${variant.id}.headline`)}
        </p>
      )}
      <p className="mt-4 text-lg text-slate-100 sm:text-xl">
        {t(`hero.variants.${variant.id}.subtext`)}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <HeroLink to={variant.primary} shown={shown} look={HERO_LINK.primary}>
          {t(`hero.variants.${variant.id}.primary`)}
        </HeroLink>
        <HeroLink to={variant.secondary} shown={shown} look={HERO_LINK.secondary}>
          {t(`hero.variants.${variant.id}.secondary`)}
        </HeroLink>
      </div>
      {/* Two columns on a phone, so the three figures always take two rows: in a wrapping row they took
          one or two as their text changed width (the real figures replacing the claimed ones, a font
          swapping in), and the whole page below moved (0.10 + 0.08 of layout shift at 360 px). */}
      <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-2 text-sm text-slate-100 sm:flex sm:flex-wrap sm:text-base">
        {STATS.map(([id, Icon, tone]) => (
          <li key={id} className="flex items-center gap-2">
            <Icon aria-hidden="true" className={`h-5 w-5 ${tone}`} />
            {t(`hero.stats.${id}`, { value: value[id] })}
          </li>
        ))}
      </ul>
    </div>
  );
}

const HERO_LINK = {
  primary: 'bg-white text-brand-700 shadow hover:bg-brand-50',
  secondary: 'border border-white/70 text-white hover:bg-white/10',
};

/** A call to action of a slide; only the slide on show can be reached with Tab. */
function HeroLink({
  to,
  shown,
  look,
  children,
}: {
  to: string;
  shown: boolean;
  look: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      tabIndex={shown ? undefined : -1}
      className={`rounded-xl px-6 py-3 text-center font-semibold ${look}`}
    >
      {children}
    </Link>
  );
}
