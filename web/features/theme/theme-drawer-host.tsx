import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { useEverTrue } from "../../lib/use-ever-true";
import { themeDrawerOpenAtom } from "../../state/ui";

// The drawer's code loads the first time it opens: screens such as sign-in
// mount the host but never pay for the drawer.
const ThemeDrawer = lazy(() =>
  import("./theme-drawer").then((module) => ({ default: module.ThemeDrawer })),
);

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
