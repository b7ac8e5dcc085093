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

// Waits (up to 3 s) for finite animations and transitions to end first: a
// dialog still fading in has its colours mixed with the backdrop, and axe
// would measure contrast mid-fade.
const runAxe = ClientFunction((options: Record<string, unknown>) => {
  const deadline = Date.now() + 3000;
  const settled = (): Promise<void> => {
    const moving = document
      .getAnimations()
      .some((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
    if (!moving || Date.now() > deadline) return Promise.resolve();
    return new Promise((r) => setTimeout(r, 50)).then(settled);
  };
  return settled().then(() =>
    axe
      .run(document, { resultTypes: ["violations"], ...options })
      .then((r) =>
        r.violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} @ ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ),
  );
});

export const axeScript = { path: require.resolve("axe-core/axe.min.js") };

/** `options` go to axe.run as they are (e.g. `{ iframes: false }`). */
export async function expectNoAxeViolations(
  t: TestController,
  options: Record<string, unknown> = {},
): Promise<void> {
  const violations = await runAxe(options);
  await t.expect(violations).eql([], `accessibility violations:\n${violations.join("\n")}`);
}
