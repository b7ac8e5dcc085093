import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-imports";

// A button that waits while its press runs is a BusyButton: Blueprint's own
// `loading` disables it, and a disabled button loses a keyboard user's focus
// to the page's body (web/components/busy-button.tsx gives it back).

const web = resolve(import.meta.dirname, "../../web");

/** Each `<Button …>` opening tag of a file that says `loading=`, as "file:line". */
function loadingButtons(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/<Button\b[^>]*?(?:\{[^}]*\}[^>]*?)*>/g)) {
    if (/\bloading=/.test(match[0])) {
      const line = text.slice(0, match.index).split("\n").length;
      found.push(`${relative(resolve(web, ".."), file)}:${line}`);
    }
  }
  return found;
}

describe("buttons that wait", () => {
  it("are BusyButtons, not Blueprint Buttons with loading", () => {
    const files = sourceFiles(web, /\.tsx$/).filter((f) => !f.endsWith("busy-button.tsx"));
    expect(files.flatMap(loadingButtons)).toEqual([]);
  });
});
