import { isIP } from 'node:net';
import type { Request } from 'express';
import type { ServerConfig } from '../config/server.config.ts';

/**
 * Where a checkout sends the learner back to (Stripe's success and cancel URLs, the test checkout's page
 * and its redirects).
 *
 * With PUBLIC_URL set (always in production, where it is required) it is PUBLIC_URL. Without it
 * (development) the default `http://localhost:PORT` is a guess: a learner who opened the academy on
 * `127.0.0.1` or on the machine's LAN address would come back on another origin, where their session
 * (local storage) does not exist. So the links follow the address the request itself was sent to, but
 * only when that address is provably this server's own:
 *
 * - the `Host` is an IP address equal to the address this connection was accepted on, or `localhost`
 *   on a loopback connection: a forged Host (`evil.example`, or an address of another machine) cannot
 *   turn the return link, a redirect after payment, into a link to someone else's site;
 * - its port is the port this connection was accepted on: a request that came through a proxy or a
 *   dev server on another port keeps PUBLIC_URL's default, as does any host name (it could point
 *   anywhere: DNS rebinding);
 * - an `Origin` the browser sent must be that same origin (a page elsewhere starting the checkout gets
 *   the default).
 */
export function returnOrigin(
  config: Pick<ServerConfig, 'publicUrl' | 'publicUrlSet'>,
  req: Request,
): string {
  if (config.publicUrlSet) return config.publicUrl;
  return ownOrigin(req) ?? config.publicUrl;
}

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.)/i, '');

function isLoopback(address: string): boolean {
  const plain = unmapped(address);
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

function ownOrigin(req: Request): string | null {
  const host = req.get('host');
  const localAddress = req.socket.localAddress;
  const localPort = req.socket.localPort;
  if (!host || !localAddress || !localPort) return null;
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${host}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== '/') return null;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (port !== localPort) return null;
  const name = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const isOwnAddress = isIP(name) !== 0 && unmapped(name) === unmapped(localAddress);
  const isOwnName = name === 'localhost' && isLoopback(localAddress);
  if (!isOwnAddress && !isOwnName) return null;
  const origin = url.origin;
  const claimed = req.get('origin');
  if (claimed && claimed !== origin) return null;
  return origin;
}
