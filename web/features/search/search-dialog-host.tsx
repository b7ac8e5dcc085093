import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { lazyWithTexts } from "../../lib/lazy-with-texts";
import { useEverTrue } from "../../lib/use-ever-true";
import { searchDialogOpenAtom } from "../../state/ui";

// The dialog's code and texts (its templates' words are settingNotify's) load
// the first time it opens (the top bar's 搜索, the / shortcut, the palette):
// it is in the shell of every signed-in screen.
const SearchDialog = lazyWithTexts(() => import("./search-dialog"), "SearchDialog", [
  "settingNotify",
]);

/** Starts loading the dialog early (hover or focus of the button that opens it). */
export const preloadSearchDialog = SearchDialog.preload;

/** Mounted by the shell; the dialog stays mounted once opened (its closing transition, its state). */
export function SearchDialogHost() {
  if (!useEverTrue(useAtomValue(searchDialogOpenAtom))) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog />
    </Suspense>
  );
}
