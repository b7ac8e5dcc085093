import { useCallback, useEffect, useReducer } from "react";
import { errorMessage } from "../../lib/error-message";
import { getDirs } from "./api/get-dirs";
import { dirTreeReducer, initialDirTree, needsLoad, ROOT } from "./dir-tree";

/**
 * The picker's tree with its calls: the top level (opened down to the current
 * value, when there is one) on mount, a folder's children the first time it
 * is opened.
 */
export function useDirTree(current: string, fallbackError: string) {
  const [state, dispatch] = useReducer(dirTreeReducer, current || null, initialDirTree);

  const load = useCallback(
    async (path: string, defaultSelected?: string) => {
      dispatch({ type: "loading", path });
      try {
        const nodes = await getDirs(path, defaultSelected);
        dispatch({ type: "loaded", path, nodes });
      } catch (err) {
        dispatch({ type: "failed", path, message: errorMessage(err) ?? fallbackError });
      }
    },
    [fallbackError],
  );

  // Once per opening of the dialog (its body mounts with it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first listing only
  useEffect(() => {
    void load(ROOT, current.startsWith("/") ? current : undefined);
  }, []);

  const expand = (path: string) => {
    dispatch({ type: "expand", path });
    if (needsLoad(state, path)) void load(path);
  };

  return {
    state,
    expand,
    collapse: (path: string) => dispatch({ type: "collapse", path }),
    /** Choosing a folder also opens it, so its sub-folders can be picked next. */
    select: (path: string) => {
      dispatch({ type: "select", path });
      expand(path);
    },
  };
}
