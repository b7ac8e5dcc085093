// TestCafe configuration (a .cjs file rather than JSON so it can hold the hook below).
module.exports = {
  src: ["tests/e2e/*.test.ts"],
  browsers: [
    "chromium:/usr/bin/chromium:headless --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking",
  ],
  compilerOptions: {
    typescript: { customCompilerModulePath: "../typescript" },
  },
  // Page errors fail a test, except the one Chromium reports on the blank
  // page between tests ("Script error." with no source: nothing of ours runs
  // there), which otherwise fails whichever test comes next at random.
  // RegExp objects: TestCafe escapes plain strings and matches them literally.
  skipJsErrors: { message: /^Script error\.?$/, pageUrl: /^about:blank$/ },
  // A test that fails is run again, up to three runs in all, and passes if
  // one of them passes; TestCafe marks it "unstable", and tests/e2e/failures.mjs
  // names it at the end of the log, so a flaky test stays in sight (CI runs on
  // this 2-core machine failed 1 of 87, and later 1 of 111 twice in a row, that
  // passed in every local run), while a broken one still fails every run.
  quarantineMode: { successThreshold: 1, attemptLimit: 3 },
  stopOnFirstFail: false,
  selectorTimeout: 8000,
  assertionTimeout: 8000,
  pageLoadTimeout: 15000,
  // A test that hangs (a page that never comes back, a lost browser) fails
  // after 5 minutes instead of holding the whole run until CI's limit.
  testExecutionTimeout: 300_000,
  screenshots: { path: "tests/e2e/artifacts", takeOnFails: true },
  // The spec reporter prints a failure where it happens, far above the end of
  // a 20-minute log; the JSON report lets tests/e2e/failures.mjs say it again
  // last, where a CI log's tail shows it.
  reporter: [{ name: "spec" }, { name: "json", output: "tests/e2e/artifacts/report.json" }],
  color: false,
  hooks: {
    test: {
      // The browser window is shared by every test: one that looks at a
      // 390 px phone must not leave the next one on a phone.
      before: async (t) => {
        await t.resizeWindow(1280, 900);
      },
    },
  },
};
