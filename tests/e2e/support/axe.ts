// Runs axe-core (injected as a client script) on the current page and fails
// the test with a readable list of violations.
import { ClientFunction } from "testcafe";

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

declare const axe: {
  run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }>;
};

const runAxe = ClientFunction(() =>
  axe
    .run(document, { resultTypes: ["violations"] })
    .then((r) =>
      r.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} @ ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      ),
    ),
);

export const axeScript = { path: require.resolve("axe-core/axe.min.js") };

export async function expectNoAxeViolations(t: TestController): Promise<void> {
  const violations = await runAxe();
  await t.expect(violations).eql([], `accessibility violations:\n${violations.join("\n")}`);
}
