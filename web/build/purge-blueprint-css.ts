import type { Rspack } from "@rsbuild/core";
import { PurgeCSS } from "purgecss";

// Blueprint's stylesheet has the rules of every Blueprint component (~470 kB
// raw, parsed before the first paint); the app uses a fraction. PurgeCSS drops
// the rules whose Blueprint classes no JavaScript of this build names.
//
// It runs inside the build, on the minified chunks (so only what ships
// counts) and before Rspack computes the files' content hashes, so a pruned
// stylesheet gets a name of its own and immutable caching stays right.
//
// Blueprint builds its class names from templates (see classWords). Only classes
// starting with "bp6-" may be dropped: the app's own CSS is left whole. The
// safelist covers classes built at run time from pieces no word holds whole.

export const NS = "bp6";

export const SAFELIST = [
  // Not a Blueprint class: never dropped.
  new RegExp(`^(?!${NS}-)`),
  // Classes.intentClass(intent): `${NS}-intent-${intent}`.
  new RegExp(`^${NS}-intent-`),
  // Alignment, elevation and position helpers built from a value.
  new RegExp(`^${NS}-(align|elevation|position|popover-placement)-`),
  // Tree's indentation by depth: `${TREE_NODE_CONTENT}-${depth}`.
  new RegExp(`^${NS}-tree-node-content-\\d+$`),
  // react-transition-group's phases of overlays, popovers, toasts, dialogs,
  // drawers and collapses: `${classNames}-enter-active` and the like.
  /-(enter|exit|appear)(-active|-done)?$/,
  // Themes: <body class="bp6-dark"> in index.html and apply-palette.
  new RegExp(`^${NS}-dark$`),
];

/**
 * The words of minified JS, plus each Blueprint class of `css` that the code
 * can build. Blueprint writes its names as chains of templates
 * (INPUT = `${NS}-input`, INPUT_GROUP = `${INPUT}-group`, BREADCRUMBS =
 * `${BREADCRUMB}s`), so "bp6-input-group" counts as named when what follows
 * "bp6" splits into pieces that each follow a `${…}` in some template of the
 * code ("-input", "-group") or are a word of their own starting with "-".
 * Errs on keeping.
 */
export function classWords(code: string, css: string): string[] {
  const words = new Set(code.match(/[A-Za-z0-9_-]+/g) ?? []);
  const pieces = new Set([...code.matchAll(/\}([A-Za-z0-9_-]+)(?=`|\$\{)/g)].map((m) => m[1]));
  // …or is added to one: Classes.POPOVER_ARROW + "-border".
  for (const word of words) if (word.startsWith("-")) pieces.add(word);
  const candidates = new Set(css.match(new RegExp(`${NS}-[A-Za-z0-9_-]+`, "g")) ?? []);
  for (const name of candidates) {
    const rest = name.slice(NS.length);
    const built = [true];
    for (let end = 1; end <= rest.length; end++) {
      built[end] = false;
      for (let start = 0; start < end && !built[end]; start++)
        built[end] = !!built[start] && pieces.has(rest.slice(start, end));
    }
    if (built[rest.length]) words.add(name);
  }
  return [...words];
}

export class PurgeBlueprintCssPlugin implements Rspack.RspackPluginInstance {
  apply(compiler: Rspack.Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("mr:purge-blueprint-css", (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification, before the content hashes are computed.
        {
          name: "mr:purge-blueprint-css",
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        async () => {
          const assets = compilation.getAssets();
          // One piece of content: a class's parts may sit in different chunks.
          const code = assets
            .filter((a) => a.name.endsWith(".js"))
            .map((a) => a.source.source().toString())
            .join("\n");
          const content = [{ raw: code, extension: "js" }];
          for (const asset of assets.filter((a) => a.name.endsWith(".css"))) {
            const raw = asset.source.source().toString();
            if (!raw.includes(`.${NS}-`)) continue;
            const [result] = await new PurgeCSS().purge({
              content,
              css: [{ raw }],
              extractors: [{ extractor: (code) => classWords(code, raw), extensions: ["js"] }],
              safelist: { standard: SAFELIST },
            });
            if (result) compilation.updateAsset(asset.name, new sources.RawSource(result.css));
          }
        },
      );
    });
  }
}
