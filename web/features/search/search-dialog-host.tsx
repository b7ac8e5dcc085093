import { useAtomValue } from "jotai";
import { lazy, Suspense, useRef } from "react";
import { loadScreenTexts } from "../../lib/screen-texts";
import { searchDialogOpenAtom } from "../../state/ui";

// The dialog's code and texts (its templates' words are settingNotify's) load
// the first time it opens (the top bar's 搜索, the / shortcut, the palette):
// it is in the shell of every signed-in screen.
const load = () =>
  Promise.all([import("./search-dialog"), loadScreenTexts(["settingNotify"])]).then(([m]) => m);
const SearchDialog = lazy(() => load().then((module) => ({ default: module.SearchDialog })));

/** Starts loading the dialog early (hover or focus of the button that opens it). */
export const preloadSearchDialog = (): void => void load().catch(() => {});

/** Mounted by the shell; the dialog stays mounted once opened (its closing transition, its state). */
export function SearchDialogHost() {
  const seen = useRef(false);
  if (useAtomValue(searchDialogOpenAtom)) seen.current = true;
  if (!seen.current) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog />
    </Suspense>
  );
}
