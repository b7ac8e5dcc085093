import { Spinner, Tree, type TreeNodeInfo } from "@blueprintjs/core";
import { FolderCloseIcon, FolderOpenIcon } from "@blueprintjs/icons";
import { type DirTreeState, mayHaveChildren, ROOT } from "./dir-tree";

export type DirTreeViewProps = {
  state: DirTreeState;
  label: string;
  onSelect: (path: string) => void;
  onExpand: (path: string) => void;
  onCollapse: (path: string) => void;
};

function nodesOf(state: DirTreeState, parent: string): TreeNodeInfo<string>[] {
  return (state.children[parent] ?? []).map((dir) => {
    const open = state.expanded.includes(dir.id);
    const selected = state.selected === dir.id;
    return {
      id: dir.id,
      nodeData: dir.id,
      isExpanded: open,
      isSelected: selected,
      hasCaret: mayHaveChildren(state, dir.id),
      icon: open ? <FolderOpenIcon /> : <FolderCloseIcon />,
      // A real button, so the tree works from the keyboard too (Blueprint's
      // own node is a clickable div); its click bubbles to onNodeClick.
      label: (
        <button type="button" className="mr-dir-label" aria-pressed={selected}>
          {dir.name}
        </button>
      ),
      secondaryLabel: state.loading.includes(dir.id) ? <Spinner size={12} /> : undefined,
      childNodes: open ? nodesOf(state, dir.id) : undefined,
    };
  });
}

/** The lazily loaded folder tree of the server. */
export function DirTreeView({ state, label, onSelect, onExpand, onCollapse }: DirTreeViewProps) {
  return (
    <section aria-label={label} className="mr-dir-tree">
      <Tree<string>
        contents={nodesOf(state, ROOT)}
        onNodeClick={(node) => node.nodeData && onSelect(node.nodeData)}
        onNodeExpand={(node) => node.nodeData && onExpand(node.nodeData)}
        onNodeCollapse={(node) => node.nodeData && onCollapse(node.nodeData)}
      />
    </section>
  );
}
