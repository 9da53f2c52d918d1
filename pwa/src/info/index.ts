/** The info folder's door: what other features may use of it (docs/architecture.md). */
export { CallToActionBanner } from './call-to-action-banner.tsx';
export { FaqAccordion, faqItems } from './faq-accordion.tsx';
export { IconCardGrid, InfoSection } from './info-section.tsx';
