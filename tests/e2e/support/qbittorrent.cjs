// A real qbittorrent-nox (Debian's package) on a free loopback port, with the
// account admin / adminadmin and everything that would reach the internet
// off. CommonJS so both the browser tests (TypeScript that TestCafe compiles
// to CommonJS) and the benchmarks (plain ES modules under node) import this
// one starter.
const { spawn } = require("node:child_process");
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require("node:fs");
const { createServer } = require("node:net");
const { tmpdir } = require("node:os");
const { join } = require("node:path");

const QB_USER = "admin";
const QB_PASSWORD = "adminadmin";

// PBKDF2 of "adminadmin" with the salt 00 01 … 0f (qBittorrent's own format).
const QB_PASSWORD_HASH =
  "@ByteArray(AAECAwQFBgcICQoLDA0ODw==:UC4grCR8uxnR4Gzyoule02IP9X8mRb7SaEfCylvs19kyzc76Vdb/0xQlSKu43sz2Dl4vz2SIZymUO3PvTxIfVQ==)";

/**
 * A port nobody listens on right now (also: an address that refuses connections).
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => done(port));
    });
  });
}

/** @param {number} port */
function qbConfig(port) {
  return [
    "[LegalNotice]",
    "Accepted=true",
    "",
    "[BitTorrent]",
    "Session\\DHTEnabled=false",
    "Session\\LSDEnabled=false",
    "Session\\PeXEnabled=false",
    "Session\\Interface=lo",
    "Session\\InterfaceName=lo",
    "",
    "[Network]",
    "PortForwardingEnabled=false",
    "",
    "[Preferences]",
    "Connection\\ResolvePeerCountries=false",
    "WebUI\\Address=127.0.0.1",
    `WebUI\\Port=${port}`,
    "WebUI\\UseUPnP=false",
    `WebUI\\Username=${QB_USER}`,
    `WebUI\\Password_PBKDF2="${QB_PASSWORD_HASH}"`,
    // Otherwise clients on localhost skip authentication and a wrong password still gets in.
    "WebUI\\LocalHostAuth=true",
    "",
  ].join("\n");
}

/** @param {import("node:child_process").ChildProcess} child */
function exited(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done(undefined);
    else child.once("exit", () => done(undefined));
  });
}

/**
 * Ready once the Web API gives any HTTP answer (403 before sign-in).
 * @param {string} url
 * @param {import("node:child_process").ChildProcess} child
 */
async function waitForWebUi(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`qbittorrent-nox exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/api/v2/app/version`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("qbittorrent-nox did not answer within 30 s");
}

/**
 * Starts qbittorrent-nox; answers its URL and a stop that removes its profile.
 * @returns {Promise<{ url: string; stop(): Promise<void> }>}
 */
async function startQbittorrent() {
  const profile = mkdtempSync(join(tmpdir(), "mr-qb-"));
  const port = await freePort();
  const configDir = join(profile, "qBittorrent", "config");
  mkdirSync(configDir, { recursive: true });
  writeFileSync(join(configDir, "qBittorrent.conf"), qbConfig(port));
  const child = spawn(
    "/usr/bin/qbittorrent-nox",
    [`--webui-port=${port}`, `--profile=${profile}`],
    { stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const done = exited(child);
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await done;
    clearTimeout(timer);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await waitForWebUi(url, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

module.exports = { QB_USER, QB_PASSWORD, freePort, startQbittorrent };
