import { createServer } from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port between 20000 and 32000: below the system's ephemeral range (32768+), where the ports the
 * kernel hands out and the ranges engineers give their own servers live, so a test never takes a port
 * someone is about to use.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await isFree(port)) return port;
  }
  throw new Error('no free port found between 20000 and 32000');
}

/** `n` distinct free ports. */
export async function freePorts(n: 2): Promise<[number, number]>;
export async function freePorts(n: number): Promise<number[]>;
export async function freePorts(n: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < n) ports.add(await freePort());
  return [...ports];
}
