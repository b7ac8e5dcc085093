// Issue 17: the server sends the sign-in and setup-admin screens already
// rendered into #root (web/build/prerender.ts), so a visitor can type before
// the JavaScript arrives. React does not hydrate that markup: the app renders
// as always and its first commit replaces it in one synchronous step
// (main.tsx), after which what the visitor did is put back: each field's
// text goes through the real input event (so the form's own state and rules
// see it), then focus and caret return to where they were.

/** Set by the server on a #root that holds prerendered markup; its value is the route. */
export const PRERENDERED_ATTR = "data-mr-prerendered";

type Field = { id: string; value: string };
export type Snapshot = {
  fields: Field[];
  focus: { id: string; start: number | null; end: number | null } | null;
};

/** The route whose markup `root` holds, or null (an ordinary, empty root). */
export function prerenderedRoute(root: HTMLElement): string | null {
  return root.getAttribute(PRERENDERED_ATTR);
}

/** What the visitor typed into the prerendered markup, and where the caret is. */
export function snapshot(root: HTMLElement): Snapshot {
  const fields = [...root.querySelectorAll("input[id]")].map((el) => {
    const input = el as HTMLInputElement;
    return { id: input.id, value: input.value };
  });
  const active = document.activeElement;
  const focus =
    active instanceof HTMLInputElement && active.id && root.contains(active)
      ? { id: active.id, start: active.selectionStart, end: active.selectionEnd }
      : null;
  return { fields, focus };
}

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;

function input(id: string): HTMLInputElement | null {
  const el = document.getElementById(id);
  return el instanceof HTMLInputElement ? el : null;
}

/**
 * Puts `snap` back into the fields React now renders. A field whose value
 * differs gets it as if typed: React's own setter is bypassed (it would
 * swallow the change) and an input event fires, which the controlled field
 * handles like a keystroke. A field no longer there (the screen failed to
 * load and the error screen shows) is skipped.
 */
export function restore(snap: Snapshot): void {
  for (const field of snap.fields) {
    const el = input(field.id);
    if (!el || el.value === field.value) continue;
    setNativeValue?.call(el, field.value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }
  const focus = snap.focus && input(snap.focus.id);
  if (snap.focus && focus) {
    focus.focus({ preventScroll: true });
    const { start, end } = snap.focus;
    if (start !== null && end !== null) focus.setSelectionRange(start, end);
  }
}
