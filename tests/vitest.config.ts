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
  },
});
