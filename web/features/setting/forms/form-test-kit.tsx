// Shared by the /setting/* form tests only: renders a page signed in, with
// its load call answered, and reads what was sent.
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { callsTo, type Routes } from "../../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../../tests/unit/signed-in";
import { toast } from "../../../lib/toaster";

export function setupForm(ui: ReactNode, path: string, routes: Routes) {
  const success = vi.spyOn(toast, "success").mockResolvedValue("");
  const error = vi.spyOn(toast, "error").mockResolvedValue("");
  const view = renderSignedIn(ui, path, routes);
  /** The JSON bodies sent to `key` ("POST /api/…"), in order. */
  const sent = (key: string) => callsTo(view.fetchMock, key).map((c) => JSON.parse(String(c.body)));
  return { ...view, user: userEvent.setup(), toasts: { success, error }, sent };
}

export const ok = (message = "保存成功") => ({ code: 0, message, data: null });
export const refused = (message: string) => ({ code: 1, message });
