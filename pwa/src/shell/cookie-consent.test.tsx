import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n.ts';
import { CookieConsentBanner } from './cookie-consent-banner.tsx';
import { CookieConsentProvider, useCookieConsent } from '../telemetry/cookie-consent-context.tsx';
import { ANALYTICS_SCRIPT_ID, COOKIE_CONSENT_KEY } from '../telemetry/cookie-consent.ts';

function SettingsButton() {
  const { openSettings } = useCookieConsent();
  return (
    <button type="button" onClick={openSettings}>
      settings
    </button>
  );
}

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieConsentProvider analyticsUrl="/analytics.js">
        <CookieConsentBanner />
        <SettingsButton />
      </CookieConsentProvider>
    </MemoryRouter>,
  );
}

const analyticsScript = () => document.getElementById(ANALYTICS_SCRIPT_ID);

describe('cookie consent', () => {
  beforeAll(() => initTestI18n('ti'));
  beforeEach(() => {
    localStorage.clear();
    analyticsScript()?.remove();
  });
  afterEach(cleanup);

  it('asks a first-time visitor and loads nothing before the choice', () => {
    renderBanner();
    expect(screen.getByRole('heading', { name: 'ኩኪታት' })).toBeTruthy();
    expect(analyticsScript()).toBeNull();
  });

  it('stores true and loads the analytics script on accept', () => {
    renderBanner();
    act(() => screen.getByRole('button', { name: 'ይሰማማዕ' }).click());
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(analyticsScript()?.getAttribute('src')).toBe('/analytics.js');
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
  });

  it('stores false and removes the script when declined from the reopened banner', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    renderBanner();
    expect(analyticsScript()).not.toBeNull();
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    act(() => screen.getByRole('button', { name: 'settings' }).click());
    act(() => screen.getByRole('button', { name: 'ኣይሰማማዕን' }).click());
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false');
    expect(analyticsScript()).toBeNull();
  });

  it('keeps a declined visitor free of analytics on the next visit and does not ask again', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    renderBanner();
    expect(analyticsScript()).toBeNull();
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
  });
});
