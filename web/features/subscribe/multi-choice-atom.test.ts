import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import {
  closeMultiChoiceAtom,
  multiChoiceAtom,
  openMultiChoiceAtom,
  setMultiChoiceItemsAtom,
} from "./multi-choice-atom";

const subs = [{ id: 1 }, { id: 2 }];

describe("multiple-choice modal state", () => {
  it("starts closed with no items", () => {
    expect(createStore().get(multiChoiceAtom)).toEqual({ open: false, items: [] });
  });

  it("opens by the open action, keeping or replacing the list", () => {
    const store = createStore();
    store.set(setMultiChoiceItemsAtom, subs);
    store.set(openMultiChoiceAtom);
    expect(store.get(multiChoiceAtom)).toEqual({ open: true, items: subs });
    store.set(openMultiChoiceAtom, [{ id: 3 }]);
    expect(store.get(multiChoiceAtom)).toEqual({ open: true, items: [{ id: 3 }] });
  });

  it("closing sets the flag false and empties the list", () => {
    const store = createStore();
    store.set(openMultiChoiceAtom, subs);
    store.set(closeMultiChoiceAtom);
    expect(store.get(multiChoiceAtom)).toEqual({ open: false, items: [] });
  });

  it("replaces the list without changing the flag", () => {
    const store = createStore();
    store.set(openMultiChoiceAtom, subs);
    store.set(setMultiChoiceItemsAtom, [{ id: 9 }]);
    expect(store.get(multiChoiceAtom)).toEqual({ open: true, items: [{ id: 9 }] });
  });
});
