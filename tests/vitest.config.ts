import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Lives under tests/ to keep the top level to the agreed layout.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    environment: "jsdom",
    include: ["web/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
    restoreMocks: true,
    // Generous limits: on a busy 2-core machine a form test that types a
    // few fields can take seconds; the limits catch hangs, not slowness.
    testTimeout: 30_000,
  },
});
