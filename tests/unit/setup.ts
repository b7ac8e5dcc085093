// First, before anything imports arktype: the built app runs ArkType jitless
// (our CSP forbids `new Function`, see rsbuild.config.ts), so the unit tests
// validate the same way and see the same messages.
import { configure as configureArk } from "arktype/config";

configureArk({ jitless: true });

import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 10 s instead of 1 s: slowness under load
// is not a failure (a missing element still fails, just later).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
