// nginx serving a built front end with /api proxied to a binary: our dist/
// with its precompressed files (the yardstick of the server table), or the
// original front end's public build (the media screens' comparison).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DIST, freePort } from "./procs.mjs";

const BROTLI = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

// A build with no .gz twins (the original's: Vite without a compression
// plugin) is compressed on the fly, as any nginx in front of it would.
const hasTwins = (root) => {
  const assets = join(root, "assets");
  return existsSync(assets) && readdirSync(assets).some((f) => f.endsWith(".gz"));
};

/**
 * Serves `root` (default: our dist/) on a free port: assets cached for a
 * year, every other path falling back to index.html, and `proxied` path
 * prefixes sent to `upstreamUrl`. The original's build names its assets
 * relative to the page (Vite `base: './'`), so a deep link asks for
 * /movie/assets/x.js: any …/assets/x (and …/static/x) is served from the root's.
 */
export async function startNginx(upstreamUrl, { root = DIST, proxied = ["/api/"] } = {}) {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), "mr-nginx-"));
  mkdirSync(join(prefix, "logs"));
  const brotli = existsSync(BROTLI);
  const precompressed = hasTwins(root);
  const proxy = `
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;`;
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
  ${precompressed ? "" : "gzip on; gzip_comp_level 6; gzip_min_length 1024; gzip_types text/css application/javascript application/json image/svg+xml;"}
  ${brotli ? "brotli_static on;" : ""}
  upstream api { server ${new URL(upstreamUrl).host}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location ~ ^/.+/assets/(.+)$ {
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files /assets/$1 =404;
    }
    location ~ ^/.+/static/(.+)$ { try_files /static/$1 =404; }
${proxied.map((p) => `    location ^~ ${p} {${proxy}\n    }`).join("\n")}
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
