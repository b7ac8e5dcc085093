import type * as ArkType from "arktype";
import { lazyModule } from "./lazy-module";

// ArkType (40 kB brotli, and ~80 ms building its scopes at import) is loaded
// on demand, never by a route's first load: the forms show at once and their
// schemas attach when it has arrived (web/lib/lazy-schema.ts). Schema code
// imports `type` from here, not from "arktype"; types come from "arktype"
// with `import type`, which costs nothing at run time.

type Ark = typeof ArkType;

const ark = lazyModule<Ark>(() => import("arktype"));

/** Loads ArkType (once; again after a failed chunk load). */
export const loadArk = ark.load;

/** Whether schemas can be built now, without waiting. */
export function arkLoaded(): boolean {
  return ark.current() !== undefined;
}

function loaded(): Ark {
  const module = ark.current();
  if (module === undefined)
    throw new Error(
      "ArkType is not loaded yet: build schemas through useLazySchema or after loadArk()",
    );
  return module;
}

/**
 * ArkType's `type`, usable once loadArk() has resolved: schema builders run
 * only then, so their modules stay free of ArkType at import.
 */
export const type: Ark["type"] = new Proxy(function arkType() {} as unknown as Ark["type"], {
  apply: (_target, thisArg, args) => Reflect.apply(loaded().type, thisArg, args),
  get: (_target, key) => Reflect.get(loaded().type, key),
});
