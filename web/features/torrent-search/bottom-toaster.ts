import type { Intent, Toaster } from "@blueprintjs/core";
import { createToaster, TOAST_TIMEOUT_MS } from "../../lib/toaster";

// The search page's bottom snackbar (api-contract §1.4): the search summary and
// the download submission's message. Created on first use.

let bottom: Promise<Toaster> | null = null;

export async function snackbar(
  message: string,
  intent: Intent = "none",
  timeout = TOAST_TIMEOUT_MS,
) {
  bottom ??= createToaster("bottom", 3);
  return (await bottom).show({ message, intent, timeout });
}
