import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port';
import { startChildServer, type ChildServer } from './child-server';

/**
 * Debian's nginx as a plain reverse proxy in front of `upstream`, the reference the proxy-overhead group
 * compares ours with: one worker (our proxy is one Node process), keep-alive to the upstream, no access log,
 * and responses streamed rather than spooled to disk (`proxy_buffering off`), as ours are. Everything lives in
 * a temp prefix; nothing of the system's nginx set-up is used.
 */
export async function startNginxReverseProxy(upstream: string): Promise<ChildServer> {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'nginx is not installed (Debian: apt-get install nginx-light or nginx): the proxy-overhead group needs it as its reference.',
    );
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  const { host } = new URL(upstream);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 0;
  upstream app { server ${host}; keepalive 128; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_request_buffering off;
    }
  }
}
`,
  );
  const server = await startChildServer(
    'nginx',
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log')],
    {
      listening: `http://127.0.0.1:${port}`,
    },
  );
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
