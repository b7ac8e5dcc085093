// One API timed on the running binary: the server's own time of each
// answer and the server process's CPU per request.
import { procCpuMs } from "./procs.mjs";

export const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * runs sequential GETs of path after 3 warm-up ones: the server's time of
 * each (its Server-Timing header: handler and encoding, as the budget is
 * server time; the client's is not kept), sorted, and the server's CPU per
 * request (utime + stime before and after the runs, divided by runs; any
 * background job that ran meanwhile is in it too).
 */
export async function timeApi(app, token, path, runs) {
  const get = async () => {
    const res = await fetch(app.url + path, { headers: { Authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (body.code !== undefined && body.code !== 0) throw new Error(`${path}: ${body.message}`);
    const ms = /app;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1];
    if (ms === undefined) throw new Error(`${path}: no Server-Timing`);
    return Number(ms);
  };
  for (let i = 0; i < 3; i++) await get();
  const ms = [];
  const cpu0 = procCpuMs(app.child.pid);
  for (let i = 0; i < runs; i++) ms.push(await get());
  const cpu = (procCpuMs(app.child.pid) - cpu0) / runs;
  ms.sort((a, b) => a - b);
  return { p50: pct(ms, 50), p99: pct(ms, 99), cpu };
}
