// Walks every form schema's empty submit (and a few other wrong inputs) and
// fails on any message that is not Chinese or that is ArkType's own English
// text. The schemas run jitless here, as in the built app (tests/unit/setup.ts).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { createSchemaValuesSchema } from "../../web/components/schema-form/schema-rules";
import "./ark-loaded";
import { zhLL } from "./i18n";

type Json = unknown;
type Schema = {
  json: Json;
  "~standard": { validate: (v: unknown) => unknown };
};

// vitest runs from the repository root (tests/vitest.config.ts).
const ROOT = join(process.cwd(), "web/");
const CJK = /[\u3400-\u9fff]/;
/** Phrases of ArkType's default messages. */
const ARKTYPE_ENGLISH = /must be|anonymous predicate|\(was |was missing|must not/i;

/** Extra arguments of the factories that take more than the translations. */
const EXTRA_ARGS: Record<string, unknown[][]> = {
  createMediaServerEntrySchema: [["emby"], ["jellyfin"], ["plex"]],
  createDownloadClientEntrySchema: [["qbittorrent"], ["transmission"], ["aria2"]],
  createApiKeySchema: [["tmdb"], ["fanart"]],
  createCookieCloudSchema: [[false], [true]],
  createUserSchema: [[true], [false]],
};

/** A value of the shape `node` describes, every text set to `text`. */
function sample(node: Json, text: string, rows: number): unknown {
  if (typeof node === "string") {
    if (node === "string") return text;
    if (node === "boolean") return false;
    if (node === "number") return 0;
    return text;
  }
  if (Array.isArray(node)) return sample(node[0], text, rows);
  const n = node as Record<string, Json>;
  if ("unit" in n) return n.unit;
  if (n.proto === "Array")
    return Array.from({ length: rows }, () => sample(n.sequence, text, rows));
  if (n.domain === "string") return text;
  if (n.domain === "number") return 0;
  const out: Record<string, unknown> = {};
  for (const key of ["required", "optional"]) {
    for (const prop of (n[key] as { key: string; value: Json }[] | undefined) ?? []) {
      out[prop.key] = sample(prop.value, text, rows);
    }
  }
  return out;
}

const INPUTS = ["", " ", "x", "x".repeat(5000), "http://", "-1", "99999999999"];

function messagesOf(schema: Schema, json: Json = schema.json): string[] {
  const found: string[] = [];
  for (const text of INPUTS) {
    for (const rows of [0, 1, 2]) {
      const result = schema["~standard"].validate(sample(json, text, rows)) as {
        issues?: { message: string }[];
      };
      for (const issue of result.issues ?? []) found.push(issue.message);
    }
  }
  return found;
}

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /-schema\.ts$/.test(f))
    .map((f) => `${dir}${f}`);
}

function expectChinese(messages: string[]) {
  expect(messages.length).toBeGreaterThan(0);
  for (const m of messages) {
    expect(m, m).toMatch(CJK);
    expect(m, m).not.toMatch(ARKTYPE_ENGLISH);
  }
}

describe("every form's validation messages are Chinese and ours", async () => {
  const LL = zhLL();
  const files = schemaFiles(ROOT);
  test("finds the form schemas", () => expect(files.length).toBeGreaterThan(15));
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const [name, factory] of Object.entries(mod)) {
      if (!/^create\w*Schema$/.test(name) || typeof factory !== "function") continue;
      test(`${file.slice(ROOT.length)} ${name}`, () => {
        const argLists = factory.length > 1 ? EXTRA_ARGS[name] : [[]];
        expect(argLists, `extra arguments for ${name}`).toBeDefined();
        for (const args of argLists ?? []) expectChinese(messagesOf(factory(LL, ...args)));
      });
    }
  }
  test("schema-form required fields", () => {
    const fields = [{ name: "device_key", label: "设备密钥", required: true, type: "text" }];
    const schema = createSchemaValuesSchema(fields as never, (label) => `${label}不能为空`);
    const json = { domain: "object", required: [{ key: "device_key", value: "string" }] };
    expectChinese(messagesOf(schema, json));
  });
});
