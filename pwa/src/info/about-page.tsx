import {
  Award,
  Clapperboard,
  Code,
  Gem,
  HandHeart,
  Headphones,
  Languages,
  ListChecks,
  Smartphone,
  Target,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../config/site-config.ts';
import { useAcademyFigures } from '../ratings/index.ts';
import { usePageTitle } from '../ui/use-page-title.ts';
import { CallToActionBanner } from './call-to-action-banner.tsx';
import { IconCardGrid, InfoSection } from './info-section.tsx';

/**
 * Spec 000 §2 About: four figures. Students and rating are the real ones once learners rated a course
 * (issue 25 §3), the site configuration's claims until then; the other two are static claims.
 */
function useStats() {
  const figures = useAcademyFigures();
  return [
    { id: 'students', value: figures.learners },
    { id: 'instructors', value: '10+' },
    { id: 'success', value: '95%' },
    { id: 'rating', value: `${figures.rating}/5` },
  ] as const;
}

const WHY: ReadonlyArray<[string, LucideIcon]> = [
  ['language', Languages],
  ['practical', ListChecks],
  ['anywhere', Smartphone],
  ['certificate', Award],
];
const VALUES: ReadonlyArray<[string, LucideIcon]> = [
  ['quality', Gem],
  ['access', Target],
  ['respect', HandHeart],
  ['community', Users],
];
const TEAM: ReadonlyArray<[string, LucideIcon]> = [
  ['instructors', Video],
  ['production', Clapperboard],
  ['support', Headphones],
  ['technology', Code],
];

/** The icon cards of one section, their texts under `prefix`. */
function IconCards({
  items,
  prefix,
}: {
  items: ReadonlyArray<[string, LucideIcon]>;
  prefix: 'why' | 'team';
}) {
  const { t } = useTranslation('about');
  const cards = items.map(([id, icon]) => ({
    id,
    icon,
    title: t(`${prefix}.items.${id}.title`),
    text: t(`${prefix}.items.${id}.text`),
  }));
  return <IconCardGrid cards={cards} />;
}

export default function AboutPage() {
  const { t } = useTranslation('about');
  usePageTitle(t('pageTitle'));
  const appName = siteConfig.appName;
  const stats = useStats();

  return (
    <div className="bg-white">
      <header
        className="relative overflow-hidden bg-brand-900 bg-cover bg-center text-white"
        style={{ backgroundImage: 'url(/images/about-hero.svg)' }}
      >
        <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-24 text-center sm:px-6 sm:pt-20 sm:pb-28 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-3 text-3xl font-bold sm:text-5xl">{t('hero.title', { appName })}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{t('hero.subtitle')}</p>
        </div>
      </header>

      <section
        aria-label={t('stats.label', { appName })}
        className="relative mx-auto -mt-14 max-w-5xl px-4 sm:px-6 lg:px-8"
      >
        <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:gap-4 sm:p-4 md:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.id}
              className="flex flex-col-reverse rounded-xl bg-slate-50 p-4 text-center"
            >
              <dt className="mt-1 text-sm text-slate-600">{t(`stats.${stat.id}`)}</dt>
              <dd className="text-2xl font-bold text-brand-700 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <InfoSection id="mission" title={t('mission.title')} width="max-w-4xl">
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
          {(t('mission.paragraphs', { appName, returnObjects: true }) as string[]).map(
            (paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ),
          )}
        </div>
      </InfoSection>

      <InfoSection id="why" title={t('why.title')} tinted>
        <IconCards items={WHY} prefix="why" />
      </InfoSection>

      <InfoSection id="values" title={t('values.title')}>
        <div className="mt-10 grid gap-6 sm:grid-cols-2">
          {VALUES.map(([id, Icon]) => (
            <div key={id} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-600" />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">
                  {t(`values.items.${id}.title`)}
                </h3>
                <p className="mt-1 leading-relaxed text-slate-600">
                  {t(`values.items.${id}.text`)}
                </p>
              </div>
            </div>
          ))}
        </div>
      </InfoSection>

      <InfoSection id="team" title={t('team.title')} subtitle={t('team.subtitle')} tinted>
        <IconCards items={TEAM} prefix="team" />
      </InfoSection>

      <CallToActionBanner
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ to: '/courses', label: t('cta.browse') }}
        secondary={{ to: '/contact', label: t('cta.contact') }}
      />
    </div>
  );
}
