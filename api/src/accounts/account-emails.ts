import type { Language } from '@academy/shared';
import type { Config } from '../config/config.ts';
import type { EmailMessage } from '../email/mailer.ts';

/** Who an accounts e-mail goes to: written in the language they last used in the app. */
export interface EmailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

const COPY = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    verifySubject: (app: string) => `Verify your email address for ${app}`,
    verifyBody: (app: string) =>
      `Welcome to ${app}! Please confirm your email address by opening this link:`,
    verifyFooter:
      'The link works for 24 hours and can be used once. If you did not create an account, you can ignore this email.',
    resetSubject: (app: string) => `Reset your ${app} password`,
    resetBody: (app: string) =>
      `We received a request to reset the password of your ${app} account. Open this link to choose a new password:`,
    resetFooter:
      'The link works for 1 hour and can be used once. If you did not ask for this, ignore this email: your password stays the same.',
    attemptSubject: (app: string) => `Someone tried to register with your address at ${app}`,
    attemptBody: (app: string) =>
      `Someone tried to create a new ${app} account with this email address. You already have an account, so nothing was changed.`,
    attemptSignIn: 'If it was you, sign in here:',
    attemptReset: 'Forgot your password? Choose a new one here:',
    attemptFooter:
      'If it was not you, you can ignore this email: your account and your password stay the same.',
  },
  ti: {
    hello: (name: string) => `ሰላም ${name}፡`,
    verifySubject: (app: string) => `ኣድራሻ ኢመይልኩም ን${app} ኣረጋግጹ`,
    verifyBody: (app: string) => `እንቋዕ ናብ ${app} ብደሓን መጻእኹም! በጃኹም ነዚ መላግቦ ብምኽፋት ኣድራሻ ኢመይልኩም ኣረጋግጹ፦`,
    verifyFooter:
      'እቲ መላግቦ ን24 ሰዓታት ይሰርሕ፡ ሓንሳእ ጥራይ ድማ ይጥቀመሉ። ኣካውንት እንተዘይከፈትኩም፡ ነዚ ኢመይል ሸለል ክትብልዎ ትኽእሉ ኢኹም።',
    resetSubject: (app: string) => `ቃል ምሕላፍ ${app} ምቕያር`,
    resetBody: (app: string) =>
      `ቃል ምሕላፍ ናይ ${app} ኣካውንትኩም ንምቕያር ሕቶ በጺሑና ኣሎ። ሓድሽ ቃል ምሕላፍ ንምምራጽ ነዚ መላግቦ ክፈቱ፦`,
    resetFooter:
      'እቲ መላግቦ ንሓደ ሰዓት ይሰርሕ፡ ሓንሳእ ጥራይ ድማ ይጥቀመሉ። እዚ እንተዘይሓተትኩም፡ ነዚ ኢመይል ሸለል በልዎ፦ ቃል ምሕላፍኩም ከምዘለዎ ይጸንሕ።',
    attemptSubject: (app: string) => `ሓደ ሰብ ብኣድራሻ ኢመይልኩም ኣብ ${app} ክምዝገብ ፈቲኑ`,
    attemptBody: (app: string) =>
      `ሓደ ሰብ ብዚ ኣድራሻ ኢመይል ሓድሽ ኣካውንት ${app} ክኸፍት ፈቲኑ። ድሮ ኣካውንት ስለ ዘለኩም፡ ዝተቐየረ ነገር የለን።`,
    attemptSignIn: 'ንስኹም እንተ ኔርኩም፡ ኣብዚ እተዉ፦',
    attemptReset: 'ቃል ምሕላፍኩም ረሲዕኩም? ኣብዚ ሓድሽ ምረጹ፦',
    attemptFooter: 'ንስኹም እንተዘይኮንኩም፡ ነዚ ኢመይል ሸለል በልዎ፦ ኣካውንትኩምን ቃል ምሕላፍኩምን ከምዘለዉ ይጸንሑ።',
  },
} as const;

/**
 * The accounts e-mails, in the recipient's language. Links point at the PWA's pages (spec 000 §2:
 * /verify-email and /reset-password read `token` from the query string), which then call the API.
 */
export function verificationEmail(config: Config, to: EmailRecipient, token: string): EmailMessage {
  return tokenLinkEmail(
    config,
    to,
    `/verify-email?token=${encodeURIComponent(token)}`,
    (c, app) => ({
      subject: c.verifySubject(app),
      body: c.verifyBody(app),
      footer: c.verifyFooter,
    }),
  );
}

export function passwordResetEmail(
  config: Config,
  to: EmailRecipient,
  token: string,
): EmailMessage {
  return tokenLinkEmail(
    config,
    to,
    `/reset-password?token=${encodeURIComponent(token)}`,
    (c, app) => ({
      subject: c.resetSubject(app),
      body: c.resetBody(app),
      footer: c.resetFooter,
    }),
  );
}

/** Greeting, body, the one link (a PWA page and its query), footer and the academy's name. */
function tokenLinkEmail(
  config: Config,
  to: EmailRecipient,
  page: string,
  words: (
    c: (typeof COPY)[EmailRecipient['language']],
    app: string,
  ) => { subject: string; body: string; footer: string },
): EmailMessage {
  const c = COPY[to.language];
  const app = config.site.appName;
  const { subject, body, footer } = words(c, app);
  const link = `${config.publicUrl}${page}`;
  return {
    to: to.email,
    subject,
    text: [c.hello(to.firstName), '', body, '', link, '', footer, '', app].join('\n'),
  };
}

/**
 * To the owner of an address someone tried to register again (the API answers as for a new address,
 * so that registration does not tell who has an account): how to sign in or choose a new password.
 */
export function registrationAttemptEmail(config: Config, to: EmailRecipient): EmailMessage {
  const c = COPY[to.language];
  const app = config.site.appName;
  return {
    to: to.email,
    subject: c.attemptSubject(app),
    text: [
      c.hello(to.firstName),
      '',
      c.attemptBody(app),
      '',
      c.attemptSignIn,
      `${config.publicUrl}/login`,
      '',
      c.attemptReset,
      `${config.publicUrl}/reset-password`,
      '',
      c.attemptFooter,
      '',
      app,
    ].join('\n'),
  };
}
