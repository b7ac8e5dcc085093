import { useState } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { prerenderedRoute, restore, snapshot } from "./prerender-takeover";

function Field({ id }: { id: string }) {
  const [value, setValue] = useState("");
  return (
    <>
      <input id={id} value={value} onChange={(e) => setValue(e.target.value)} />
      <output>{value}</output>
    </>
  );
}

let reactRoot: Root | undefined;
afterEach(() => {
  reactRoot?.unmount();
  document.body.innerHTML = "";
});

describe("prerender takeover", () => {
  it("gives the app's controlled fields what was typed into the markup, with focus and caret", () => {
    document.body.innerHTML =
      '<div id="root" data-mr-prerendered="/auth/sign-in"><input id="user" value=""><input id="pass" value=""></div>';
    const root = document.getElementById("root") as HTMLElement;
    expect(prerenderedRoute(root)).toBe("/auth/sign-in");
    (document.getElementById("user") as HTMLInputElement).value = "admin";
    const pass = document.getElementById("pass") as HTMLInputElement;
    pass.value = "secret";
    pass.focus();
    pass.setSelectionRange(2, 4);

    const typed = snapshot(root);
    reactRoot = createRoot(root);
    flushSync(() =>
      reactRoot?.render(
        <>
          <Field id="user" />
          <Field id="pass" />
        </>,
      ),
    );
    expect(root.querySelectorAll("output")[0]?.textContent).toBe("");
    restore(typed);

    // React's state, not only the DOM, holds the text.
    const outputs = [...root.querySelectorAll("output")].map((o) => o.textContent);
    expect(outputs).toEqual(["admin", "secret"]);
    const active = document.activeElement as HTMLInputElement;
    expect(active.id).toBe("pass");
    expect([active.selectionStart, active.selectionEnd]).toEqual([2, 4]);
  });

  it("an ordinary root is not prerendered", () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(prerenderedRoute(document.getElementById("root") as HTMLElement)).toBeNull();
  });
});
