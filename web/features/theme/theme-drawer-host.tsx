import { useAtomValue } from "jotai";
import { lazy, Suspense, useRef } from "react";
import { themeDrawerOpenAtom } from "../../state/ui";

// The drawer's code loads the first time it opens: screens such as sign-in
// mount the host but never pay for the drawer.
const ThemeDrawer = lazy(() =>
  import("./theme-drawer").then((module) => ({ default: module.ThemeDrawer })),
);

/** Stays true once `value` has been true, so the drawer can play its closing transition. */
function useEverTrue(value: boolean): boolean {
  const seen = useRef(false);
  if (value) seen.current = true;
  return seen.current;
}

/** Mounted by both layouts (seed §2: the auth-style layout includes the drawer). */
export function ThemeDrawerHost() {
  const everOpened = useEverTrue(useAtomValue(themeDrawerOpenAtom));
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <ThemeDrawer />
    </Suspense>
  );
}
