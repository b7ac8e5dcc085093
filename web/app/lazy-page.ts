import { type ComponentType, lazy } from "react";

export const PRELOAD_ERROR_EVENT = "preload-error";

/**
 * React.lazy for a named export. When the chunk fails to load a cancelable
 * `preload-error` event (detail: the error) is fired on window; the failure is
 * rethrown unless a listener calls preventDefault (e.g. to reload the page).
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<object> {
  return lazy(async () => {
    try {
      const module = await load();
      return { default: module[name] as ComponentType<object> };
    } catch (error) {
      const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: error });
      if (window.dispatchEvent(event)) throw error;
      // Handled: the listener owns recovery, so the screen just keeps loading.
      return new Promise<never>(() => {});
    }
  });
}
