import { availableParallelism } from "node:os";
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
    // Vitest's default is one worker fewer than the cores: one on CI's 2
    // cores, where a test file mostly waits on jsdom and imports, not the CPU.
    // Two workers there took the suite from 13 to 8 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Generous limits: on a busy 2-core machine a form test that types a
    // few fields can take seconds; the limits catch hangs, not slowness.
    testTimeout: 30_000,
  },
});
