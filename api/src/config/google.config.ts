import { bothOrNeither, defineConfigPart, httpUrlOr, text } from './env.ts';

export interface GoogleConfig {
  /** null: "Sign in with Google" is off. */
  google: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
  } | null;
}

export const googlePart = defineConfigPart({
  env: {
    GOOGLE_CLIENT_ID: text(),
    GOOGLE_CLIENT_SECRET: text(),
    GOOGLE_AUTH_URL: httpUrlOr('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: httpUrlOr('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: httpUrlOr('https://openidconnect.googleapis.com/v1/userinfo'),
  },
  checks: (has) => bothOrNeither(has, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'),
  build: (e): GoogleConfig => ({
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            userInfoUrl: e.GOOGLE_USERINFO_URL,
          }
        : null,
  }),
});
