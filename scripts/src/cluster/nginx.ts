import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the edge location reads a version's files: the S3 bucket (through a cache) or a folder. */
export type MediaOrigin =
  { kind: 's3'; endpoint: string; bucket: string } | { kind: 'folder'; root: string };

/** How long nginx keeps an idle connection to an API process (below API_KEEP_ALIVE_MS). */
export const UPSTREAM_KEEPALIVE_S = 4;

/** The URL path under which nginx serves media files by storage key (MEDIA_EDGE_URL). */
export const MEDIA_EDGE_PATH = '/media-edge';

/**
 * Segments, init files and posters without Node on the path (issue 28): nginx checks the link itself
 * (`secure_link`, made by edgeLink in api/src/media/signed-links.ts: md5 of expiry, path and a secret
 * derived from MEDIA_MASTER_KEY) and answers 403 to a link that is forged or expired. Files are
 * immutable, so with S3 behind, nginx keeps them in its own cache as a CDN would (keyed by path, not by
 * link, so every learner's link to one segment is one entry); a folder is read directly.
 */
function mediaEdgeLocation(origin: MediaOrigin, secret: string): string {
  const source =
    origin.kind === 's3'
      ? `      proxy_pass ${origin.endpoint.replace(/\/+$/, '')}/${origin.bucket}/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Authorization "";
      proxy_cache media_edge;
      proxy_cache_key $uri;
      proxy_cache_valid 200 1d;
      proxy_cache_lock on;
      proxy_cache_use_stale error timeout updating;
      proxy_ignore_headers Cache-Control Expires Set-Cookie;
      proxy_hide_header Cache-Control;
      proxy_hide_header x-amz-request-id;
      proxy_hide_header x-amz-id-2;`
      : `      alias ${origin.root.replace(/\/+$/, '')}/;
      types { video/mp4 mp4 m4s; audio/mp4 m4a; image/jpeg jpg jpeg; image/webp webp; }`;
  return `    location ${MEDIA_EDGE_PATH}/ {
      limit_except GET { deny all; }
      secure_link $arg_md5,$arg_expires;
      secure_link_md5 "$secure_link_expires$uri ${secret}";
      # "" forged or missing, "0" expired: the player asks the API for fresh links on 403.
      if ($secure_link = "") { return 403; }
      if ($secure_link = "0") { return 403; }
      # Private: a shared cache must not keep a learner's copy, though the bytes are encrypted.
      add_header Cache-Control "private, max-age=7200, immutable" always;
      add_header X-Cache-Status $upstream_cache_status always;
${source}
    }
`;
}

/**
 * nginx in front of the API processes, as a production proxy would be: one upstream with every API
 * process, and idempotent requests (GET, HEAD, PUT, DELETE, OPTIONS: nginx never retries POST or PATCH
 * once sent) retried on the next process when one fails to answer, so a replica killed mid-request
 * costs the client nothing.
 *
 * A process that fails is never set aside (`max_fails=0`). They all run on this machine: a connect that
 * times out means the machine is busy, not that the process is gone, and setting it aside for 5 s
 * (`max_fails=1`, as before) put its share on the other one, which then timed out too, and nginx
 * answered every API request 502 "no live upstreams" (2,000 learners arriving, docs/benchmarks.md). A
 * process that is really gone refuses the connect at once on loopback, and the request goes to the next.
 */
export function writeNginxConfig(options: {
  dir: string;
  port: number;
  upstreams: number[];
  /** Serve media files at MEDIA_EDGE_PATH from here, checking links with `secret`. */
  media?: { origin: MediaOrigin; secret: string };
}): string {
  const { dir, port, upstreams, media } = options;
  for (const sub of ['temp', 'logs', 'cache']) mkdirSync(path.join(dir, sub), { recursive: true });
  const temp = (name: string) => path.join(dir, 'temp', name);
  const conf = `# Written by scripts/src/cluster/cluster.ts; edits are overwritten at the next start.
worker_processes 2;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
daemon off;

worker_rlimit_nofile 16384;
# A learner keeps a connection open while watching: 2,000 learners are 2,000 connections or more.
events { worker_connections 8192; }

http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  proxy_cache_path ${path.join(dir, 'cache')} levels=1:2 keys_zone=media_edge:10m max_size=4g inactive=1d use_temp_path=off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;

  upstream academy_api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    # Idle connections kept per nginx worker: a burst of arrivals beyond 32 opened a new connection
    # per request, each one to accept on a busy API process (its accept queue overflowed).
    keepalive 256;
    # Idle connections closed before the API's own keep-alive timeout (API_KEEP_ALIVE_MS): nginx never
    # sends a request on one the process is closing (a POST would fail; nginx does not resend it).
    keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
  }

  server {
    listen 127.0.0.1:${port};
    # Lesson uploads: 500 MB in one multipart request; tus sends chunks, streamed through unbuffered.
    client_max_body_size 600m;
    proxy_request_buffering off;

${media ? mediaEdgeLocation(media.origin, media.secret) : ''}
    location / {
      proxy_pass http://academy_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 40m;
      proxy_send_timeout 40m;
      # A process that is gone (refused, reset) or restarting (502/503) hands the request to the next.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  // It holds the media link secret when media is served here.
  writeFileSync(file, conf, { mode: 0o600 });
  return file;
}
