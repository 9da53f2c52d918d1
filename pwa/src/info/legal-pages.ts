/**
 * Privacy and Terms arrive together, as one chunk with the document they share: the code they share
 * then never rides in the first visit's shared scripts.
 */
export { default as PrivacyPage } from './privacy-page.tsx';
export { default as TermsPage } from './terms-page.tsx';
