import type { CustomSub } from "./api/types";

// 导入订阅 hands the parsed rule to the editor: kept here for the next
// editor that opens (and in history.state, so a reload keeps it too).
let pending: string | null = null;

export function handOver(ruleJSON: string): void {
  pending = ruleJSON;
}

/** The imported rule for a new editor, if one was handed over (taken once). */
export function takeImported(): Partial<CustomSub> | null {
  const state: unknown = window.history.state;
  const fromState =
    typeof state === "object" && state !== null && "rule" in state ? String(state.rule) : null;
  const text = pending ?? fromState;
  pending = null;
  if (text === null) return null;
  try {
    return JSON.parse(text) as Partial<CustomSub>;
  } catch {
    return null;
  }
}
