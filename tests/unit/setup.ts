// First, before anything imports arktype: the built app runs ArkType jitless
// (our CSP forbids `new Function`, see rsbuild.config.ts), so the unit tests
// validate the same way and see the same messages.
import { configure as configureArk } from "arktype/config";

configureArk({ jitless: true });

import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { loadForms } from "../../web/lib/forms";
import { clearToasts } from "../../web/lib/toaster";

// TanStack Form loads in the background in the app (web/lib/forms.ts); the
// tests have it from the start, so forms render at once as they always did.
await loadForms();

// findBy*/waitFor give up after 10 s instead of 1 s: slowness under load
// is not a failure (a missing element still fails, just later).
configure({ asyncUtilTimeout: 10_000 });

// vi.waitFor gets the same 10 s unless a test asks for its own limit (its
// default 1 s failed four tests in a loaded run that pass otherwise).
const waitFor = vi.waitFor;
vi.waitFor = ((check, options) =>
  waitFor(
    check,
    typeof options === "number" ? options : { timeout: 10_000, ...options },
  )) as typeof vi.waitFor;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Toasts live in React roots of their own that outlive a file's tests: clear
// them and let their exit transitions end while the DOM still exists (a timer
// firing after teardown is an unhandled "window is not defined").
afterAll(async () => {
  if (await clearToasts()) await new Promise((done) => setTimeout(done, 600));
});
