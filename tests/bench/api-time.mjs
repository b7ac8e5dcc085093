// One API timed on the running binary: the server's own time of each
// answer and the server process's CPU per request.
import { procCpuMs } from "./procs.mjs";
import { cpuMs } from "./scale-day.mjs";

export const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * runs sequential GETs of path after 3 warm-up ones: the server's time of
 * each (its Server-Timing header: handler and encoding, as the budget is
 * server time; the client's is not kept), sorted, and the server's CPU per
 * request (utime + stime before and after the runs, divided by runs; any
 * background job that ran meanwhile is in it too). first and firstCpu: the
 * first warm-up's, which fills any cache (the trends keep a report a
 * minute); its CPU from schedstat (ns), as stat's ticks are 10 ms.
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
  const ns0 = cpuMs(app.child.pid);
  const first = await get();
  const firstCpu = cpuMs(app.child.pid) - ns0;
  for (let i = 0; i < 2; i++) await get();
  const ms = [];
  const cpu0 = procCpuMs(app.child.pid);
  for (let i = 0; i < runs; i++) ms.push(await get());
  const cpu = (procCpuMs(app.child.pid) - cpu0) / runs;
  ms.sort((a, b) => a - b);
  return { first, firstCpu, p50: pct(ms, 50), p99: pct(ms, 99), cpu };
}
