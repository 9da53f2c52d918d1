import net from 'node:net';

/**
 * The origin the engines open: a plain TCP relay in front of the app that can cut one engine off.
 * WebKitGTK's WebDriver has no offline switch, and Firefox's BiDi network emulation is not in
 * puppeteer-core's Firefox support either, so "offline" is the same for both: while an engine is cut
 * off, every connection it opens (recognised by its User-Agent) is closed at once, and the ones it
 * already holds are closed when the cut starts. The browser sees a failed fetch, as on a dropped link.
 */
export interface OfflineProxy {
  readonly url: string;
  /** Cuts off (or reconnects) requests whose User-Agent matches. */
  setOffline(userAgent: RegExp, offline: boolean): void;
  /** The last requests and response statuses seen on connections whose User-Agent matches. */
  recent(userAgent: RegExp): string[];
  close(): Promise<void>;
}

export async function startOfflineProxy(port: number, target: number): Promise<OfflineProxy> {
  const cut = new Set<RegExp>();
  const open = new Map<net.Socket, string>();
  const isCut = (agent: string) => [...cut].some((pattern) => pattern.test(agent));
  // What went through, for a failed journey's evidence: request lines and status lines, timed.
  const log: Array<{ agent: string; line: string }> = [];
  const started = Date.now();
  const note = (agent: string, id: number, chunk: Buffer, pattern: RegExp) => {
    for (const match of chunk.toString('latin1').matchAll(pattern)) {
      log.push({ agent, line: `${((Date.now() - started) / 1000).toFixed(2)} #${id} ${match[0]}` });
      if (log.length > 2000) log.splice(0, 500);
    }
  };
  const REQUEST_LINE = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \S+/gm;
  const STATUS_LINE = /^HTTP\/1\.[01] \d{3}/gm;
  let connections = 0;
  // A TCP relay that reads the first request's head to learn the User-Agent.
  const tcp = net.createServer((client) => {
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      if (!head.includes('\r\n\r\n') && head.length < 16_384) return;
      client.off('data', onData);
      const agent = /^user-agent:(.*)$/im.exec(head.toString('latin1'))?.[1]?.trim() ?? '';
      if (isCut(agent)) {
        client.destroy();
        return;
      }
      open.set(client, agent);
      const id = ++connections;
      note(agent, id, head, REQUEST_LINE);
      client.on('data', (chunk: Buffer) => note(agent, id, chunk, REQUEST_LINE));
      client.pause();
      const upstream = net.connect(target, '127.0.0.1', () => {
        upstream.write(head);
        upstream.on('data', (chunk: Buffer) => note(agent, id, chunk, STATUS_LINE));
        client.pipe(upstream);
        upstream.pipe(client);
      });
      const end = () => {
        open.delete(client);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    };
    client.on('data', onData);
    client.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => tcp.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setOffline(userAgent, offline) {
      const known = [...cut].find((p) => p.source === userAgent.source);
      if (offline) {
        if (!known) cut.add(userAgent);
        for (const [socket, agent] of open) if (userAgent.test(agent)) socket.destroy();
      } else if (known) cut.delete(known);
    },
    recent: (userAgent) =>
      log
        .filter((entry) => userAgent.test(entry.agent))
        .map((entry) => entry.line)
        .slice(-60),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open.keys()) socket.destroy();
        tcp.close(() => resolve());
      }),
  };
}
