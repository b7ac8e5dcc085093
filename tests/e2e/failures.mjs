// Prints the failed and the unstable (passed only when run again) browser tests
// of the last TestCafe run, with their errors, from its JSON report. The Makefile
// runs it after TestCafe so a failure is the last thing a long CI log says.
import { readFileSync } from "node:fs";

const path = process.argv[2] ?? "tests/e2e/artifacts/report.json";
let report;
try {
  report = JSON.parse(readFileSync(path, "utf8"));
} catch (err) {
  console.log(`failures: no TestCafe report at ${path} (${err.message})`);
  process.exit(0);
}

const lines = [];
for (const fixture of report.fixtures ?? []) {
  for (const test of fixture.tests ?? []) {
    const failed = (test.errs ?? []).length > 0;
    if (!failed && !test.unstable) continue;
    lines.push(
      `${failed ? "FAILED" : "UNSTABLE"}: ${fixture.path ?? ""} › ${fixture.name} › ${test.name}`,
    );
    for (const err of test.errs ?? []) {
      // An error's text holds the code frame and stack: its first lines say what failed.
      lines.push(
        ...String(err)
          .split("\n")
          .slice(0, 24)
          .map((l) => `    ${l}`),
      );
    }
  }
}
const { passed = 0, total = 0 } = report;
console.log(`\nTestCafe: ${passed}/${total} passed${lines.length ? "; these need a look:" : ""}`);
for (const line of lines) console.log(line);
