import type * as TanStackForm from "@tanstack/react-form";
import { lazyModule } from "./lazy-module";
import { startedWithScreen } from "./screen-loads";

// TanStack Form (lib-forms, ~12 kB brotli) is not part of any route's first
// load: this module is its only run-time importer (everything else imports
// its types with `import type`). Its chunk is fetched in parallel with the
// route's own: the server hints it for each form route ("deferred" in the
// build's manifest, web/build/route-manifest.ts), and importing this module
// (with the route's chunk) starts the load at once. A form rendered before
// it has arrived suspends, before calling any hook, so its hooks run in the
// same order on every render; the nearest Suspense boundary (QueryGate's
// loading state for the settings forms) shows meanwhile. Nothing renders
// twice and no typed text or focus is lost: fields appear only once.

type Forms = typeof TanStackForm;

const forms = lazyModule<Forms>(() => import("@tanstack/react-form"));

/** Loads TanStack Form (once; again after a failed chunk load). */
export const loadForms = forms.load;

// Started as soon as a route's chunk holding a form is evaluated, alongside
// the hint's download, not when the form first renders. A failed load is
// tried again by the form that needs it (and shows there).
startedWithScreen(loadForms());

/** The module, or a suspension (the load's promise) until it has arrived. */
function loaded(): Forms {
  const module = forms.current();
  if (module === undefined) throw loadForms();
  return module;
}

/** TanStack Form's useForm; suspends the component until the library is here. */
export const useForm: Forms["useForm"] = (...args) => loaded().useForm(...args);

/** TanStack Form's useStore; suspends the component until the library is here. */
export const useStore: Forms["useStore"] = (...args: unknown[]) =>
  // biome-ignore lint/suspicious/noExplicitAny: forwards an overloaded generic as is.
  (loaded().useStore as (...a: unknown[]) => any)(...args);
