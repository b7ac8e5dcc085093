import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type RsbuildPlugin, rspack } from "@rsbuild/core";
import { pluginReact } from "@rsbuild/plugin-react";
import { PRERENDER_ENTRY, pluginPrerender } from "./web/build/prerender";
import { PurgeBlueprintCssPlugin } from "./web/build/purge-blueprint-css";
import { routeManifest } from "./web/build/route-manifest";

// Hashed JS/CSS live under /assets/: /static/ belongs to the backend and is proxied.
const ASSET_DIR = "assets";
const COMPRESSIBLE = /\.(js|css|html|svg|json|map|txt|webmanifest|ico)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

// The Go binary embeds these twins and picks one by Accept-Encoding, so no CPU
// is spent compressing at request time. dist/ keeps every file (nginx, the
// budgets and the tests read it); the binary embeds dist/.embed/, the same tree
// without the original of a file that has both twins (the server inflates the
// gzip twin for the rare client that accepts neither): ~3 MB less binary.
// index.html stays whole there: the server rewrites it at start-up.
const EMBED_DIR = ".embed";
const EMBED_WHOLE = new Set(["index.html"]);
const pluginPrecompress = (): RsbuildPlugin => ({
  name: "mr:precompress",
  setup(api) {
    api.onAfterBuild(async ({ environments }) => {
      const root = environments.web?.distPath;
      if (!root) throw new Error("precompress: no web environment");
      const embed = join(root, EMBED_DIR);
      const files: string[] = [];
      for await (const file of walk(root)) {
        if (!file.startsWith(embed + sep)) files.push(file);
      }
      const put = async (file: string, data: Buffer | Uint8Array) => {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, data);
      };
      for (const file of files) {
        const name = relative(root, file);
        if (name === ".keep") continue;
        const body = await readFile(file);
        // Dot files (the manifest, the prerender): read by the server, never sent.
        if (basename(file).startsWith(".") || !COMPRESSIBLE.test(file) || body.length < 256) {
          await put(join(embed, name), body);
          continue;
        }
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(body, { level: 9 });
        await writeFile(`${file}.br`, br);
        await writeFile(`${file}.gz`, gz);
        await put(join(embed, `${name}.br`), br);
        await put(join(embed, `${name}.gz`), gz);
        if (EMBED_WHOLE.has(name)) await put(join(embed, name), body);
      }
    });
  },
});

// ArkType probes for a CSP at import time by calling `new Function`, which our
// `script-src 'self'` refuses and reports as a violation. The app always runs
// under that CSP, so answer the probe ("a CSP is present") at build time;
// ArkType then validates without generating code.
const pluginArkTypeUnderCsp = (): RsbuildPlugin => ({
  name: "mr:arktype-under-csp",
  setup(api) {
    api.transform({ test: /@ark[\\/]util[\\/]out[\\/]functions\.js$/ }, ({ code }) => {
      const probe = 'return new Function("return false")();';
      if (!code.includes(probe))
        throw new Error("ArkType's CSP probe changed: update rsbuild.config.ts");
      return code.replace(probe, "return true;");
    });
  },
});

export default defineConfig({
  // pluginPrerender writes its files before pluginPrecompress makes their twins.
  plugins: [pluginReact(), pluginPrerender(), pluginPrecompress(), pluginArkTypeUnderCsp()],
  environments: {
    web: {
      source: {
        entry: { index: "./web/main.tsx" },
        preEntry: ["./web/public-path.ts"],
      },
      output: { manifest: routeManifest() },
    },
    // The sign-in and setup-admin screens rendered to HTML at build time
    // (web/build/prerender.ts): a Node bundle of the real components, run
    // once after the build and never shipped.
    prerender: {
      source: { entry: { prerender: PRERENDER_ENTRY } },
      output: {
        target: "node",
        distPath: { root: "node_modules/.cache/mr-prerender", js: "", jsAsync: "" },
        filename: { js: "[name].mjs" },
        minify: false,
      },
      performance: { chunkSplit: { strategy: "all-in-one" } },
    },
  },
  html: {
    template: "./web/index.html",
    title: "Movie Robot",
    favicon: "./web/assets/logo.svg",
  },
  output: {
    distPath: {
      root: "dist",
      js: ASSET_DIR,
      jsAsync: ASSET_DIR,
      css: ASSET_DIR,
      cssAsync: ASSET_DIR,
      svg: ASSET_DIR,
      font: ASSET_DIR,
      image: ASSET_DIR,
      media: ASSET_DIR,
      assets: ASSET_DIR,
      wasm: ASSET_DIR,
      favicon: "",
    },
    // Keep the committed placeholder so `go build` works on a fresh clone.
    cleanDistPath: { enable: true, keep: [/[\\/]dist[\\/](\.embed[\\/])?\.keep$/] },
    legalComments: "none",
    // The entry's runtime maps every lazy chunk to its content hash: 8 hex
    // digits (2^32, ample for a few hundred files per build) instead of 10
    // keep that map, on every first load, ~0.2 kB (brotli) smaller.
    filenameHash: "contenthash:8",
    // The logo as a file, not a base64 data URI inside sign-in's JavaScript
    // (base64 barely compresses: ~0.5 kB brotli of the 110 kB budget). The
    // prerendered sign-in names it in its HTML, so it is fetched at once.
    dataUriLimit: { svg: 0 },
  },
  performance: {
    // The form library and the schema library in chunks of their own, shared
    // by every form screen. The server preloads the form library (with the
    // rest of a route's lazy files, from the manifest) in the index.html of
    // each route that needs it. ArkType is no route's first load: forms load
    // it when they mount (web/lib/ark.ts; tests/budget.mjs checks).
    chunkSplit: {
      strategy: "split-by-experience",
      forceSplitting: {
        "lib-forms": /node_modules[\\/]@tanstack[\\/](react-form|form-core|store)[\\/]/,
        "lib-schema": /node_modules[\\/](arktype|@ark)[\\/]/,
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      "/api": "http://127.0.0.1:1329",
      "/static": "http://127.0.0.1:1329",
      "/user": "http://127.0.0.1:1329",
    },
  },
  tools: {
    rspack: {
      plugins: [
        // Only the Blueprint rules the built code uses (web/build/purge-blueprint-css.ts).
        new PurgeBlueprintCssPlugin(),
        // Icons are imported as components; never emit Blueprint's all-icons chunks.
        new rspack.IgnorePlugin({
          resourceRegExp: /paths-loaders|allPaths|generated[\\/]\d+px[\\/]paths/,
          contextRegExp: /@blueprintjs[\\/]icons/,
        }),
        // …so their string-name loader has nothing to load: a stand-in without
        // the all-names list it imports and converts at start-up.
        new rspack.NormalModuleReplacementPlugin(/^\.\/iconLoader$/, (resource) => {
          if (/@blueprintjs[\\/]icons[\\/]/.test(resource.context))
            resource.request = resolve(import.meta.dirname, "web/lib/no-icon-loader.ts");
        }),
      ],
    },
  },
});
