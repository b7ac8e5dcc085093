import type { DirNode } from "./api/get-dirs";

// The picker's tree as plain data (screens.md §S12): which folders' children
// are known, which are open or loading, and the selection. The dialog only
// renders it and reports clicks, so the lazy-loading rules are tested here.

export const ROOT = "/";

export type DirTreeState = {
  /** Sub-folders by parent path, for every folder loaded so far ("/" is the top). */
  children: Readonly<Record<string, readonly DirNode[]>>;
  /** Names by path, to label the nodes. */
  names: Readonly<Record<string, string>>;
  expanded: readonly string[];
  loading: readonly string[];
  selected: string | null;
  error: string | null;
};

export type DirTreeAction =
  | { type: "loading"; path: string }
  | { type: "loaded"; path: string; nodes: readonly DirNode[] }
  | { type: "failed"; path: string; message: string }
  | { type: "expand"; path: string }
  | { type: "collapse"; path: string }
  | { type: "select"; path: string };

export function initialDirTree(selected: string | null): DirTreeState {
  return { children: {}, names: {}, expanded: [], loading: [], selected, error: null };
}

const without = (list: readonly string[], item: string) => list.filter((x) => x !== item);
const withItem = (list: readonly string[], item: string) =>
  list.includes(item) ? list : [...list, item];

/** Records a listing; folders that came with children (the chain to a selection) open too. */
function absorb(state: DirTreeState, path: string, nodes: readonly DirNode[]): DirTreeState {
  let next: DirTreeState = {
    ...state,
    children: { ...state.children, [path]: nodes },
    names: { ...state.names, ...Object.fromEntries(nodes.map((n) => [n.id, n.name])) },
  };
  for (const node of nodes) {
    if (node.children) {
      next = absorb(next, node.id, node.children);
      next = { ...next, expanded: withItem(next.expanded, node.id) };
    }
  }
  return next;
}

export function dirTreeReducer(state: DirTreeState, action: DirTreeAction): DirTreeState {
  switch (action.type) {
    case "loading":
      return { ...state, loading: withItem(state.loading, action.path), error: null };
    case "loaded":
      return absorb(
        { ...state, loading: without(state.loading, action.path) },
        action.path,
        action.nodes,
      );
    case "failed":
      return {
        ...state,
        loading: without(state.loading, action.path),
        expanded: without(state.expanded, action.path),
        error: action.message,
      };
    case "expand":
      return { ...state, expanded: withItem(state.expanded, action.path) };
    case "collapse":
      return { ...state, expanded: without(state.expanded, action.path) };
    case "select":
      return { ...state, selected: action.path };
  }
}

/** Opening a folder whose children are not known yet needs a call (once). */
export function needsLoad(state: DirTreeState, path: string): boolean {
  return state.children[path] === undefined && !state.loading.includes(path);
}

/** A caret unless the folder is known to be empty. */
export function mayHaveChildren(state: DirTreeState, path: string): boolean {
  const kids = state.children[path];
  return kids === undefined || kids.length > 0;
}
