import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * nginx in front of the API processes, as a production proxy would be: one upstream with every API
 * process, and idempotent requests (GET, HEAD, PUT, DELETE, OPTIONS: nginx never retries POST or PATCH
 * by default) retried on the next process when one fails to answer, so a replica killed mid-request
 * costs the client nothing. A process that failed is left out for 5 s, then tried again.
 */
export function writeNginxConfig(options: {
  dir: string;
  port: number;
  upstreams: number[];
}): string {
  const { dir, port, upstreams } = options;
  for (const sub of ['temp', 'logs']) mkdirSync(path.join(dir, sub), { recursive: true });
  const temp = (name: string) => path.join(dir, 'temp', name);
  const conf = `# Written by scripts/src/cluster/cluster.ts; edits are overwritten at the next start.
worker_processes 2;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
daemon off;

events { worker_connections 1024; }

http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  upstream academy_api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    # Lesson uploads: 500 MB in one multipart request; tus sends chunks, streamed through unbuffered.
    client_max_body_size 600m;
    proxy_request_buffering off;

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
  writeFileSync(file, conf);
  return file;
}
