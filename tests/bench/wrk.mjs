// One wrk run: requests/s and latency percentiles.
import { execFileSync } from "node:child_process";

const toMs = (v, unit) => Number(v) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

export function wrk(url, { encoding = "", token = "", seconds = 4, connections = 32 } = {}) {
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency"];
  if (encoding) args.push("-H", `Accept-Encoding: ${encoding}`);
  if (token) args.push("-H", `Authorization: Bearer ${token}`);
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const pct = (p) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? toMs(m[1], m[2]) : Number.NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { rps, p50: pct(50), p99: pct(99), non2xx };
}
