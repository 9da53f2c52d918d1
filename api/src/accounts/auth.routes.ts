import {
  changePasswordSchema,
  completeGoogleRegistrationSchema,
  DEFAULT_LANGUAGE,
  emailOnlySchema,
  languageChoiceSchema,
  loginSchema,
  logoutSchema,
  normaliseLanguage,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  type MeResult,
} from '@academy/shared';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../http/http-error.ts';
import { defineRoute, type Principal, type RouteDefinition } from '../http/route.ts';
import { accountRateLimits } from './account-rate-limits.ts';
import {
  changePassword,
  completeGoogleRegistration,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  revokeSession,
  setLanguage,
  userView,
  verifyEmail,
} from './account.service.ts';
import { photoUpload } from './profile-photo.ts';
import { currentUser } from './profile.service.ts';

/** The signed-in principal of a `learner` or `admin` route (defineRoute has already refused visitors). */
export function principalOf(principal: Principal | null): Principal {
  if (!principal) throw unauthorized();
  return principal;
}

/** Sign-up, sign-in and the e-mailed links (spec 000 §7 "Auth"). */
export function authRoutes(ctx: AppContext): RouteDefinition[] {
  const limits = accountRateLimits(ctx);
  return [
    defineRoute({
      method: 'post',
      path: '/auth/register',
      access: 'public',
      before: [limits.register, photoUpload()],
      bodyKind: 'multipart',
      files: ['profilePhoto'],
      body: registerSchema,
      handler: async ({ req, body }) => ({
        status: 201,
        data: await register(
          ctx,
          body,
          req.file?.buffer,
          normaliseLanguage(req.get('accept-language')) ?? DEFAULT_LANGUAGE,
        ),
        message:
          'Registration successful! We have sent you an email: please open its link to verify your account.',
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/login',
      access: 'public',
      before: [limits.loginByAddress, limits.login],
      body: loginSchema,
      handler: async ({ req, body }) => ({
        data: await login(ctx, body, normaliseLanguage(req.get('accept-language'))),
        message: 'Login successful',
      }),
    }),
    defineRoute({
      // Ends the presented token (learner or admin) on the server; other devices stay signed in. Public,
      // so that a browser holding an expired or refused token can still sign out.
      method: 'post',
      path: '/auth/logout',
      access: 'public',
      body: logoutSchema,
      handler: async ({ req, body }) => {
        await revokeSession(ctx, req.get('authorization'), body.pushEndpoint);
        return { data: null, message: 'Logged out successfully' };
      },
    }),
    defineRoute({
      // The app's language switch, signed in: e-mails follow the language last used in the app.
      method: 'put',
      path: '/auth/language',
      access: 'learner',
      body: languageChoiceSchema,
      handler: async ({ principal, body }) => {
        await setLanguage(ctx, principalOf(principal).userId, body.language);
        return { data: { language: body.language }, message: 'Language saved' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/auth/me',
      access: 'learner',
      handler: async ({ principal }) => {
        const user = await userView(ctx, await currentUser(ctx, principalOf(principal).userId));
        const data: MeResult = { ...user, user };
        return { data, message: 'OK' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/verify-token',
      access: 'learner',
      handler: async ({ principal }) => {
        const user = await userView(ctx, await currentUser(ctx, principalOf(principal).userId));
        return { data: { valid: true, user }, message: 'Token is valid' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/verify-email',
      access: 'public',
      before: [limits.linkUse],
      body: verifyEmailSchema,
      handler: async ({ body }) => ({
        data: await verifyEmail(ctx, body.token),
        message: 'Your email has been verified. Welcome!',
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/resend-verification',
      access: 'public',
      before: [limits.resendVerificationByAddress, limits.resendVerification],
      body: emailOnlySchema,
      handler: async ({ body }) => {
        await resendVerification(ctx, body.email);
        return {
          data: null,
          message:
            'If an account with this email is waiting for verification, we have sent a new link. Please check your inbox.',
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/forgot-password',
      access: 'public',
      before: [limits.forgotPasswordByAddress, limits.forgotPassword],
      body: emailOnlySchema,
      handler: async ({ body }) => {
        await forgotPassword(ctx, body.email);
        return {
          data: null,
          message:
            'If an account with this email exists, we have sent a link to reset your password. Please check your inbox.',
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/reset-password',
      access: 'public',
      before: [limits.linkUse],
      body: resetPasswordSchema,
      handler: async ({ body }) => {
        await resetPassword(ctx, body);
        return {
          data: null,
          message: 'Your password has been reset. You can now sign in with your new password.',
        };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/auth/change-password',
      access: 'learner',
      before: [limits.changePassword],
      body: changePasswordSchema,
      handler: async ({ principal, body }) => ({
        data: await changePassword(ctx, principalOf(principal).userId, body),
        message: 'Password changed successfully',
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/complete-google-registration',
      access: 'public',
      before: [limits.linkUse],
      body: completeGoogleRegistrationSchema,
      handler: async ({ req, body }) => ({
        data: await completeGoogleRegistration(
          ctx,
          body,
          normaliseLanguage(req.get('accept-language')),
        ),
        message: 'Registration completed successfully!',
      }),
    }),
  ];
}
