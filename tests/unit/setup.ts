// First, before anything imports arktype: the built app runs ArkType jitless
// (our CSP forbids `new Function`, see rsbuild.config.ts), so the unit tests
// validate the same way and see the same messages.
import { configure } from "arktype/config";

configure({ jitless: true });

import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  localStorage.clear();
});
