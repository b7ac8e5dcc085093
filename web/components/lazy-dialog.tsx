import { Spinner } from "@blueprintjs/core";
import { Suspense } from "react";
import type { Namespaces } from "../i18n/i18n-types";
import { lazyWithTexts, type PropsOf } from "../lib/lazy-with-texts";

/**
 * A dialog (or drawer, panel, form) a user opens on click, as a component
 * whose code (and `namespaces`, its own text groups) load the first time it is
 * rendered, with the spinner of lazy forms until they are here. Screens mount
 * such dialogs only while open, so a screen stops paying up front for every
 * dialog it can show. `preload` starts the download early.
 */
export function lazyDialog<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly Namespaces[] = [],
) {
  const Part = lazyWithTexts(load, name, namespaces);
  function LazyDialog(props: PropsOf<M[K]>) {
    return (
      <Suspense fallback={<Spinner size={24} />}>
        <Part {...(props as PropsOf<M[K]> & object)} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: Part.preload });
}
