import { type ComponentType, lazy } from "react";
import type { Namespaces } from "../i18n/i18n-types";
import { loadScreenTexts } from "./screen-texts";

export type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for a named export of a part loaded on demand (a dialog, a
 * section, the palette), whose own text groups (web/i18n/<locale>/<namespace>/)
 * load with its code, so it renders with every text. `preload` starts both
 * early (hover or focus of what opens it); a failed download is forgotten so
 * the next attempt retries it. Screens: app/lazy-page.ts.
 */
export function lazyWithTexts<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly Namespaces[] = [],
) {
  let loading: Promise<M> | undefined;
  const start = () => {
    loading ??= Promise.all([load(), loadScreenTexts(namespaces)]).then(
      ([module]) => module,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Part = lazy(() =>
    start().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })),
  );
  const preload = (): void => void start().catch(() => {});
  return Object.assign(Part, { preload });
}
