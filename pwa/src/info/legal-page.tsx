import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/format-date.ts';
import { usePageTitle } from '../ui/use-page-title.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';
import { useToday } from './use-today.ts';

/**
 * A legal page (Privacy, Terms) read from its namespace: each section's title, paragraphs and, where
 * the text has them, a list and a line after it, plus the page's own extra content under a section.
 * The spec asks for the current date as last-updated, refreshed every 24 h while the page is open.
 */
export function LegalPage({
  ns,
  sectionIds,
  values,
  extras,
}: {
  ns: 'privacy' | 'terms';
  sectionIds: readonly string[];
  /** What the texts fill in ({{appName}}, {{email}}). */
  values: Record<string, string>;
  extras: Partial<Record<string, ReactNode>>;
}) {
  const { t, i18n } = useTranslation(ns);
  const today = useToday();
  usePageTitle(t('pageTitle'));
  const has = (key: string) => i18n.exists(key, { ns });
  const list = (key: string) => t(key, { ...values, returnObjects: true }) as string[];

  const sections: LegalSection[] = sectionIds.map((id) => ({
    id,
    title: t(`sections.${id}.title`),
    paragraphs: list(`sections.${id}.paragraphs`),
    items: has(`sections.${id}.items`) ? list(`sections.${id}.items`) : undefined,
    afterItems: has(`sections.${id}.afterItems`)
      ? t(`sections.${id}.afterItems`, values)
      : undefined,
    extra: extras[id],
  }));

  return (
    <LegalDocument
      title={t('title')}
      intro={t('intro', values)}
      lastUpdated={t('lastUpdated', { date: formatDate(today, i18n.language, 'long') })}
      contentsLabel={t('contents')}
      sections={sections}
    />
  );
}
