// nginx serving the same dist/ with precompressed files, as the yardstick.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DIST, freePort } from "./procs.mjs";

const BROTLI = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export async function startNginx(upstreamUrl) {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), "mr-nginx-"));
  mkdirSync(join(prefix, "logs"));
  const brotli = existsSync(BROTLI);
  const conf = `
${brotli ? `load_module ${BROTLI};` : ""}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  gzip_static on;
  ${brotli ? "brotli_static on;" : ""}
  upstream api { server ${new URL(upstreamUrl).host}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    root ${DIST};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location /api/ {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
    }
    location / { add_header Cache-Control no-cache; try_files $uri /index.html; }
  }
}`;
  writeFileSync(join(prefix, "nginx.conf"), conf);
  const child = spawn(
    "nginx",
    ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 500; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return { url, child, brotli };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("nginx did not start");
}
