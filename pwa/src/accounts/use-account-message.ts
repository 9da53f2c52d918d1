import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '@academy/shared/accounts/account.schema';
import { ApiError } from '../api/api-client.ts';
import { apiSentenceKey } from './api-sentences.ts';

type MessageKey = keyof typeof ACCOUNT_MESSAGES;
const KEY_BY_SENTENCE = new Map<string, MessageKey>(
  (Object.entries(ACCOUNT_MESSAGES) as Array<[MessageKey, string]>).map(([key, sentence]) => [
    sentence,
    key,
  ]),
);

/**
 * Turns a message from the accounts API or the shared form rules into the interface language. The API
 * speaks the shared English sentences; each has a key under `messages.` in the accounts namespace. A
 * sentence we do not know (rate limits, a proxy) is shown as the server wrote it, as the spec asks
 * ("server message fields are shown where present").
 */
export function useAccountMessage() {
  const { t } = useTranslation('accounts');
  const translate = (message: string): string => {
    const key = KEY_BY_SENTENCE.get(message);
    if (key) return t(`messages.${key}`);
    const serverKey = apiSentenceKey(message);
    return serverKey ? t(`server.${serverKey}`) : message;
  };
  /** An error's message in the interface language, or the fallback key's text when there is none. */
  const fromError = (error: unknown, fallbackKey: string, networkKey?: string): string => {
    if (error instanceof ApiError) {
      if (error.isNetworkError) return t(networkKey ?? 'errors.network_error');
      // A 5xx text is the server's generic apology; the screen's own fallback says more.
      if (error.status < 500 && error.message && !error.message.startsWith('Request failed')) {
        return translate(error.message);
      }
    }
    return t(fallbackKey);
  };
  return { translate, fromError };
}
