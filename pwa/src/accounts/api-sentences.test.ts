import { describe, expect, it } from 'vitest';
import accountsEn from '../locales/en/accounts.json';
import { API_SENTENCE_PREFIXES, API_SENTENCES, apiSentenceKey } from './api-sentences.ts';

describe('API sentences', () => {
  it('each has English copy equal to what the API wrote, so English screens read the same', () => {
    const server = (accountsEn as { server: Record<string, string> }).server;
    for (const [sentence, key] of Object.entries(API_SENTENCES)) {
      expect(server[key], key).toBe(sentence);
    }
  });

  it('knows rate-limit answers by their start, whatever the wait', () => {
    expect(apiSentenceKey('Too many sign-in attempts. Please try again in 14 minutes.')).toBe(
      'too_many_signin',
    );
    expect(apiSentenceKey('Something new')).toBeNull();
    const server = (accountsEn as { server: Record<string, string> }).server;
    for (const [, key] of API_SENTENCE_PREFIXES) expect(server[key], key).toBeTruthy();
  });
});
