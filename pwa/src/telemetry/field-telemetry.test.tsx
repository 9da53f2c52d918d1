import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render-screen.tsx';
import { COOKIE_CONSENT_KEY } from './cookie-consent.ts';
import { FieldTelemetry } from './field-telemetry.tsx';

const queue = vi.hoisted(() => ({ startTelemetry: vi.fn(), forgetTelemetry: vi.fn() }));
vi.mock('./telemetry-client.ts', () => queue);
// The vitals' script cannot be fetched (a weak link dropped it): its import fails.
vi.mock('./web-vitals-reporter.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: web-vitals-reporter.js');
});

describe('field telemetry switch', () => {
  it("starts the queue once cookies are accepted even when the vitals' script cannot load", async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    await renderScreen(FieldTelemetry, { route: '/course/:id', at: '/course/c1' });
    await waitFor(() => expect(queue.startTelemetry).toHaveBeenCalledTimes(1));
    expect(queue.forgetTelemetry).not.toHaveBeenCalled();
  });
});
