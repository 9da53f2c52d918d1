import type { Config } from '../config/config.ts';
import type { EmailMessage } from '../email/mailer.ts';

/**
 * The accounts e-mails, in English. Links point at the PWA's pages (spec 000 §2: /verify-email and
 * /reset-password read `token` from the query string), which then call the API.
 */
export function verificationEmail(
  config: Config,
  to: { email: string; firstName: string },
  token: string,
): EmailMessage {
  const app = config.site.appName;
  const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to: to.email,
    subject: `Verify your email address for ${app}`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `Welcome to ${app}! Please confirm your email address by opening this link:`,
      '',
      link,
      '',
      'The link works for 24 hours and can be used once. If you did not create an account, you can ignore this email.',
      '',
      `${app}`,
    ].join('\n'),
  };
}

export function passwordResetEmail(
  config: Config,
  to: { email: string; firstName: string },
  token: string,
): EmailMessage {
  const app = config.site.appName;
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to: to.email,
    subject: `Reset your ${app} password`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `We received a request to reset the password of your ${app} account. Open this link to choose a new password:`,
      '',
      link,
      '',
      'The link works for 1 hour and can be used once. If you did not ask for this, ignore this email: your password stays the same.',
      '',
      `${app}`,
    ].join('\n'),
  };
}
