import ts from "typescript";
import { paths } from "../lib/paths";
import { routeMeta } from "../lib/route-meta";

// Build-time reading of web/app/routes.ts: which dynamic import() each client
// route's first render waits for. The route table stays plain application
// code; this parses it (the TypeScript AST, not regexes) so the manifest can
// never drift from it. Anything of an unexpected shape fails the build.

/** Screens routes.ts must define, by the names the router uses. */
const FRAME = "RouteFramePage";
const SHELL = "ShellLayout";
const NOT_FOUND = "NotFoundPage";

export type RouteScreens = {
  /** Client path → the import() requests (as written in routes.ts) its first render needs. */
  routes: Record<string, string[]>;
  /** Any other path shows the 404 screen. */
  notFound: string[];
  /** Client path → the text groups (typesafe-i18n namespaces) its screen loads with it. */
  namespaces: Record<string, string[]>;
};

/** `lazyPage(() => import("spec"), …)` → spec. */
function lazyImportSpec(init: ts.Expression | undefined): string | undefined {
  if (!init || !ts.isCallExpression(init) || init.expression.getText() !== "lazyPage") return;
  const loader = init.arguments[0];
  if (!loader || !ts.isArrowFunction(loader) || !ts.isCallExpression(loader.body)) return;
  const call = loader.body;
  const spec = call.arguments[0];
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword || !spec) return;
  return ts.isStringLiteral(spec) ? spec.text : undefined;
}

/** The chunk of the prefetch declarations, as lazy-page.ts imports it. */
export const PREFETCHES_REQUEST = "./route-prefetches";

/** `lazyPage(…, …, …, PREFETCH)`: the screen's route loads the prefetch declarations first too. */
function hasPrefetch(init: ts.Expression | undefined): boolean {
  if (!init || !ts.isCallExpression(init) || !init.arguments[3]) return false;
  const arg = init.arguments[3].getText();
  if (arg !== "PREFETCH") throw new Error(`routes.ts: prefetch ${arg} is not PREFETCH`);
  return true;
}

/** `lazyPage(…, …, ["a", "b"])` → ["a", "b"] (none given: []). */
function lazyNamespaces(init: ts.Expression | undefined): string[] {
  if (!init || !ts.isCallExpression(init)) return [];
  const list = init.arguments[2];
  if (!list) return [];
  if (!ts.isArrayLiteralExpression(list) || !list.elements.every(ts.isStringLiteral))
    throw new Error(`routes.ts: namespaces ${list.getText()} are not a list of strings`);
  return list.elements.map((e) => (e as ts.StringLiteral).text);
}

/** `paths.a.b` → the path string it names. */
function pathOf(expr: ts.Expression): string {
  const chain: string[] = [];
  let node: ts.Expression = expr;
  while (ts.isPropertyAccessExpression(node)) {
    chain.unshift(node.name.text);
    node = node.expression;
  }
  let value: unknown = paths;
  if (node.getText() === "paths") for (const key of chain) value = (value as never)?.[key];
  if (typeof value !== "string") throw new Error(`routes.ts: ${expr.getText()} names no path`);
  return value;
}

/** Parses routes.ts source into the import() requests of every route. */
export function routeScreens(source: string): RouteScreens {
  const file = ts.createSourceFile("routes.ts", source, ts.ScriptTarget.Latest, true);
  const imports = new Map<string, string>();
  const texts = new Map<string, string[]>();
  const prefetches = new Set<string>();
  const built = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const spec = lazyImportSpec(node.initializer);
      if (spec) imports.set(node.name.text, spec);
      if (spec) texts.set(node.name.text, lazyNamespaces(node.initializer));
      if (spec && hasPrefetch(node.initializer)) prefetches.add(node.name.text);
      if (node.name.text === "builtScreens") {
        if (!node.initializer || !ts.isObjectLiteralExpression(node.initializer))
          throw new Error("routes.ts: builtScreens is not an object literal");
        for (const prop of node.initializer.properties) {
          if (!ts.isPropertyAssignment(prop) || !ts.isComputedPropertyName(prop.name))
            throw new Error(`routes.ts: unexpected builtScreens entry ${prop.getText()}`);
          built.set(pathOf(prop.name.expression), prop.initializer.getText());
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const specOf = (name: string): string => {
    const spec = imports.get(name);
    if (!spec) throw new Error(`routes.ts: ${name} is not a lazyPage(() => import("…"))`);
    return spec;
  };
  if (built.size === 0) throw new Error("routes.ts: no builtScreens entries found");
  const routes: Record<string, string[]> = {};
  const namespaces: Record<string, string[]> = {};
  for (const [path, meta] of Object.entries(routeMeta)) {
    const name = built.get(path) ?? FRAME;
    const screen = specOf(name);
    const own = prefetches.has(name) ? [screen, PREFETCHES_REQUEST] : [screen];
    routes[path] = meta.layout === "shell" ? [specOf(SHELL), ...own] : own;
    const ownTexts = texts.get(name) ?? [];
    if (ownTexts.length > 0) namespaces[path] = ownTexts;
  }
  return { routes, notFound: [specOf(NOT_FOUND)], namespaces };
}
