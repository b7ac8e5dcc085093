import { Spinner } from "@blueprintjs/core";
import { type ComponentType, lazy, Suspense } from "react";

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A dialog (or drawer, panel) a user opens on click, as a component whose code
 * loads the first time it is rendered, with the spinner of lazy forms until it
 * is here. Screens mount such dialogs only while open, so a screen stops
 * paying up front for every dialog it can show. `preload` starts the download
 * early (hover or focus of the button that opens it); a failed download is
 * forgotten so the next attempt retries it.
 */
export function lazyDialog<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loading: Promise<M> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Chunk = lazy(() =>
    start().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })),
  );
  function LazyDialog(props: PropsOf<M[K]>) {
    return (
      <Suspense fallback={<Spinner size={24} />}>
        <Chunk {...(props as PropsOf<M[K]> & object)} />
      </Suspense>
    );
  }
  const preload = () => void start().catch(() => {});
  return Object.assign(LazyDialog, { preload });
}
