import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Stand-ins for outside services live in server/internal/standin alone (the
// Go tests start them directly, the browser tests and benchmarks through
// bin/standins), so each service is imitated once. An HTTP server written
// inside a browser test or a benchmark would be a second imitation that
// drifts from the first.

const root = resolve(import.meta.dirname, "../..");

function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "artifacts" || name === "node_modules") return [];
    if (statSync(path).isDirectory()) return scripts(path);
    return /\.(ts|mts|cts|js|mjs|cjs)$/.test(name) ? [path] : [];
  });
}

// createServer (or Server) taken from node:http / node:https / node:http2,
// imported or required, or called on the module.
const httpServer =
  /(?:\{[^}]*\b(?:createServer|createSecureServer|Server)\b[^}]*\}\s*(?:from\s*|=\s*require\(\s*)["'](?:node:)?https?2?["'])|\bhttps?2?\.create(?:Secure)?Server\b/;

function nodeHttpServers(files: string[]): string[] {
  return files
    .filter((file) => httpServer.test(readFileSync(file, "utf8")))
    .map((file) => relative(root, file));
}

describe("outside services are imitated only in server/internal/standin", () => {
  it("no browser test or benchmark runs an HTTP server of its own", () => {
    const files = [...scripts(join(root, "tests/e2e")), ...scripts(join(root, "tests/bench"))];
    expect(files.length).toBeGreaterThan(10);
    expect(nodeHttpServers(files)).toEqual([]);
  });

  it("recognises the ways such a server is written", () => {
    const samples = [
      'import { createServer, type Server } from "node:http";',
      'import { request, createServer } from "http";',
      'const { createServer } = require("node:https");',
      "const srv = http.createServer((req, res) => res.end());",
    ];
    for (const sample of samples) expect(httpServer.test(sample), sample).toBe(true);
    expect(httpServer.test('import { createServer } from "node:net";')).toBe(false);
    expect(httpServer.test('import { request } from "node:http";')).toBe(false);
  });
});
