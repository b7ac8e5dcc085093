// Runs bin/standins (server/cmd/standins, the stand-ins of
// server/internal/standin) for the browser tests (go-standins.ts) and the
// benchmarks: `specs` as its arguments ("tmdb?key=k", "nexusphp?as=s1" …),
// resolved once it printed the URL of each stand-in. CommonJS so TestCafe's
// TypeScript and the benchmarks' ES modules both import this one starter.
const { spawn } = require("node:child_process");
const { resolve } = require("node:path");
const { createInterface } = require("node:readline");

const STANDINS = process.env.MR_STANDINS ?? resolve(__dirname, "../../../bin/standins");

/**
 * @param {string[]} specs
 * @returns {Promise<{ child: import("node:child_process").ChildProcess; urls: Record<string, string> }>}
 */
function spawnStandins(specs) {
  const child = spawn(STANDINS, specs, { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((done, fail) => {
    child.once("error", fail);
    child.once("exit", (code) => fail(new Error(`standins exited with ${code}`)));
    createInterface({ input: child.stdout }).once("line", (line) =>
      done({ child, urls: JSON.parse(line) }),
    );
  });
}

module.exports = { spawnStandins };
