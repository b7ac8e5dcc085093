// Issue 29's event stream at household scale: 50 browsers' streams open
// on the binary, idle. Each is a plain Node HTTP connection of its own
// reading GET /api/common/events?ticket= as an EventSource does, after
// POST /api/common/events_ticket with the scenario's admin token (the way
// web/lib/server-events.ts subscribes; a ticket is single-use).
import { request } from "node:http";
import { procCpuMs, rssMiB } from "./procs.mjs";

export const SSE_CLIENTS = 50;
const WINDOW_MS = 30_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function ticket(app, token) {
  const res = await fetch(`${app.url}/api/common/events_ticket`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`events_ticket: ${body.message}`);
  return body.data.ticket;
}

/** One open stream; resolves once the server's first comment arrived. */
function openStream(app, tok) {
  return new Promise((done, fail) => {
    const client = { bytes: 0, req: null, closed: false };
    const req = request(
      `${app.url}/api/common/events?ticket=${encodeURIComponent(tok)}`,
      { headers: { Accept: "text/event-stream" }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return fail(new Error(`events: HTTP ${res.statusCode}`));
        res.setEncoding("utf8");
        let connected = false;
        res.on("data", (text) => {
          client.bytes += text.length;
          if (!connected && text.includes(": connected")) {
            connected = true;
            done(client);
          }
        });
        res.on("close", () => {
          client.closed = true;
        });
        res.on("error", () => {});
      },
    );
    req.on("error", (e) => (client.req ? undefined : fail(e)));
    client.req = req;
    req.end();
  });
}

/**
 * The server's CPU over a 30 s idle window with no stream open and then
 * with 50 open (% of one core), and its RSS growth per stream; the
 * background jobs run in both windows as they would.
 */
export async function sseFigures(app, token) {
  const pid = app.child.pid;
  const window = async () => {
    const c0 = procCpuMs(pid);
    const t0 = performance.now();
    await sleep(WINDOW_MS);
    return ((procCpuMs(pid) - c0) / (performance.now() - t0)) * 100;
  };
  await sleep(1000);
  const cpuNone = await window();
  // Right before the streams open: the Go runtime may hand memory back in the window above.
  const rss0 = rssMiB(pid);
  const clients = [];
  for (let i = 0; i < SSE_CLIENTS; i++)
    clients.push(await openStream(app, await ticket(app, token)));
  await sleep(2000); // the live download feed's first rounds
  const bytes0 = clients.reduce((a, c) => a + c.bytes, 0);
  const cpuOpen = await window();
  const rss1 = rssMiB(pid);
  const bytes = clients.reduce((a, c) => a + c.bytes, 0) - bytes0;
  const closed = clients.filter((c) => c.closed).length;
  if (closed) throw new Error(`events: the server closed ${closed} of the streams in the window`);
  for (const c of clients) c.req.destroy();
  return {
    cpuNone,
    cpuOpen,
    rss0,
    rss1,
    perClientMiB: (rss1 - rss0) / SSE_CLIENTS,
    bytesPerClient: bytes / SSE_CLIENTS,
  };
}
