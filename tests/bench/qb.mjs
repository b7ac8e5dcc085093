// A real qbittorrent-nox (Debian's package) for the scale scenario's
// 流量自动管理, on a free loopback port with everything that would reach
// the internet off; the account admin / adminadmin (the browser tests'
// tests/e2e/support/standins.ts starts it the same way).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./procs.mjs";

// PBKDF2 of "adminadmin" with the salt 00 01 … 0f (qBittorrent's own format).
const HASH =
  "@ByteArray(AAECAwQFBgcICQoLDA0ODw==:UC4grCR8uxnR4Gzyoule02IP9X8mRb7SaEfCylvs19kyzc76Vdb/0xQlSKu43sz2Dl4vz2SIZymUO3PvTxIfVQ==)";

const config = (port) =>
  [
    "[LegalNotice]",
    "Accepted=true",
    "[BitTorrent]",
    "Session\\DHTEnabled=false",
    "Session\\LSDEnabled=false",
    "Session\\PeXEnabled=false",
    "Session\\Interface=lo",
    "Session\\InterfaceName=lo",
    "[Network]",
    "PortForwardingEnabled=false",
    "[Preferences]",
    "Connection\\ResolvePeerCountries=false",
    "WebUI\\Address=127.0.0.1",
    `WebUI\\Port=${port}`,
    "WebUI\\UseUPnP=false",
    "WebUI\\Username=admin",
    `WebUI\\Password_PBKDF2="${HASH}"`,
    "WebUI\\LocalHostAuth=true",
    "",
  ].join("\n");

/** Starts qbittorrent-nox; answers its URL and a stop that removes its profile. */
export async function startQbittorrent() {
  const profile = mkdtempSync(join(tmpdir(), "mr-bench-qb-"));
  const port = await freePort();
  const dir = join(profile, "qBittorrent", "config");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "qBittorrent.conf"), config(port));
  const child = spawn(
    "/usr/bin/qbittorrent-nox",
    [`--webui-port=${port}`, `--profile=${profile}`],
    {
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const done = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await done;
      clearTimeout(timer);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/api/v2/app/version`);
      return { url, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error("qbittorrent-nox did not answer within 30 s");
}
