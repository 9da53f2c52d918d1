import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/http/create-app.ts';
import type { TestApp } from './harness.ts';

/**
 * The test app's API serving a built web app from `distDir` as production does (`servePwa`), on its
 * own port: for what the server writes into the page or the files it sends.
 */
export async function servePwaFrom(
  app: TestApp,
  distDir: string,
): Promise<{ base: string; close: () => Promise<void> }> {
  const withPwa = { ...app.ctx, config: { ...app.ctx.config, servePwa: true } };
  const server = createServer(createApp(withPwa, { pwaDist: distDir }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
