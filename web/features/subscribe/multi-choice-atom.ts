import { atom } from "jotai";

// The multiple-choice modal (seed §3, §4): a list of subscriptions to choose
// from and whether the modal is open. The item shape belongs to the
// subscription screens, so the atom stays generic over it.

export type MultiChoiceState<T = unknown> = {
  open: boolean;
  items: T[];
};

export const closedMultiChoice: MultiChoiceState = { open: false, items: [] };

export const multiChoiceAtom = atom<MultiChoiceState>(closedMultiChoice);

/** Opens the modal; given a list, it replaces the current one. */
export const openMultiChoiceAtom = atom(null, (get, set, items?: unknown[]) => {
  set(multiChoiceAtom, { open: true, items: items ?? get(multiChoiceAtom).items });
});

/** Closing sets the flag false and empties the list. */
export const closeMultiChoiceAtom = atom(null, (_get, set) =>
  set(multiChoiceAtom, closedMultiChoice),
);

/** Replaces the list, open or not. */
export const setMultiChoiceItemsAtom = atom(null, (get, set, items: unknown[]) => {
  set(multiChoiceAtom, { ...get(multiChoiceAtom), items });
});
