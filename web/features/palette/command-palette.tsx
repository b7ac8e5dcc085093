import { Classes, Dialog, InputGroup } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useAtom, useAtomValue } from "jotai";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { i18nObject } from "../../i18n/i18n-util";
import { loadLocaleAsync } from "../../i18n/i18n-util.async";
import { useKeptDialogOpener } from "../../lib/use-return-focus";
import { isAdminAtom } from "../../state/auth";
import {
  actionItems,
  matchItems,
  type PaletteItem,
  recentSearches,
  screenItems,
  searchItem,
} from "./palette-items";
import { paletteOpenAtom } from "./palette-state";
import "./command-palette.css";

/** The English titles, loaded with the palette (a locale chunk the app already has). */
function useEnglish(): TranslationFunctions | null {
  const [en, setEn] = useState<TranslationFunctions | null>(null);
  useEffect(() => {
    let live = true;
    // LL objects are callable proxies: wrapped so setState does not call it as an updater.
    loadLocaleAsync("en").then(() => live && setEn(() => i18nObject("en")));
    return () => {
      live = false;
    };
  }, []);
  return en;
}

type Group = { label: string; items: PaletteItem[] };

function useGroups(query: string): Group[] {
  const { LL } = useI18nContext();
  const en = useEnglish();
  const t = LL.alive.palette;
  const admin = useAtomValue(isAdminAtom);
  const screens = useMemo(() => screenItems(LL, i18nObject("zh"), en, admin), [LL, en, admin]);
  const actions = useMemo(() => actionItems(LL), [LL]);
  const keyword = query.trim();
  if (!keyword) {
    const recent = recentSearches().map((k) => searchItem(LL, k, true));
    return [
      { label: t.recent(), items: recent },
      { label: t.actions(), items: actions },
      { label: t.screens(), items: screens },
    ].filter((g) => g.items.length > 0);
  }
  return [
    { label: t.screens(), items: matchItems(screens, keyword) },
    { label: t.actions(), items: matchItems(actions, keyword) },
    { label: t.searchGroup(), items: [searchItem(LL, keyword)] },
  ].filter((g) => g.items.length > 0);
}

/**
 * Ctrl+K / ⌘+K: one text box (an ARIA combobox) over a listbox of screens,
 * actions and searches. ↑/↓ move the active option (aria-activedescendant),
 * Enter runs it, Esc closes. Nothing here needs a mouse.
 */
export function CommandPalette({ onRun }: { onRun: (item: PaletteItem) => void }) {
  const { LL } = useI18nContext();
  const t = LL.alive.palette;
  const [isOpen, setOpen] = useAtom(paletteOpenAtom);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const groups = useGroups(query);
  const flat = groups.flatMap((g) => g.items);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const list = useRef<HTMLDivElement>(null);
  const current = Math.min(active, flat.length - 1);

  useEffect(() => {
    const option = list.current?.querySelector(`[data-index="${current}"]`);
    option?.scrollIntoView?.({ block: "nearest" }); // absent in jsdom
  }, [current]);

  const giveBackFocus = useKeptDialogOpener(isOpen);
  const reset = () => {
    setOpen(false);
    setQuery("");
    setActive(0);
  };
  // Esc, a click outside, an action: the focus goes back to the opener.
  const close = () => {
    reset();
    giveBackFocus();
  };
  const run = (item: PaletteItem | undefined) => {
    if (!item) return;
    if (item.kind !== "action") {
      reset(); // a screen: the new page takes the focus
      onRun(item);
      return;
    }
    close();
    // After close's timer: the drawer or dialog the action opens (更换主题, 重启)
    // records the opener as its own, and Esc there returns to it.
    setTimeout(() => onRun(item));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined && flat.length > 0) {
      event.preventDefault();
      setActive((current + move + flat.length) % flat.length);
    } else if (event.key === "Home" && event.ctrlKey) setActive(0);
    else if (event.key === "End" && event.ctrlKey) setActive(flat.length - 1);
    else if (event.key === "Enter") {
      event.preventDefault();
      run(flat[current]);
    }
  };

  let index = 0;
  return (
    // Not DialogFrame: a search box over a result list, no body or footer.
    <Dialog
      isOpen={isOpen}
      onClose={close}
      shouldReturnFocusOnClose={false}
      title={t.title()}
      className="mr-palette"
      aria-label={t.title()}
    >
      <div className="mr-palette-body">
        <InputGroup
          autoFocus
          large
          leftIcon={<SearchIcon />}
          placeholder={t.placeholder()}
          value={query}
          onValueChange={(value) => {
            setQuery(value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          aria-label={t.label()}
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={flat.length > 0 ? optionId(current) : undefined}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t.title()}
          className="mr-palette-list"
          ref={list}
        >
          {flat.length === 0 && <p className="mr-palette-empty">{t.noResults()}</p>}
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group" (a fieldset is not allowed there)
            <div role="group" aria-label={group.label} key={group.label}>
              <div className="mr-palette-group" aria-hidden>
                {group.label}
              </div>
              {group.items.map((item) => {
                const i = index++;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input owns the keyboard (aria-activedescendant)
                  <div
                    key={item.id}
                    id={optionId(i)}
                    data-index={i}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === current}
                    className={
                      i === current ? "mr-palette-option mr-palette-active" : "mr-palette-option"
                    }
                    onMouseMove={() => setActive(i)}
                    onClick={() => run(item)}
                  >
                    <span>{item.label}</span>
                    {item.kind === "screen" && item.detail && (
                      <span className={Classes.TEXT_MUTED}>{item.detail}</span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <p className={`mr-palette-hint ${Classes.TEXT_MUTED}`}>{t.hint()}</p>
      </div>
    </Dialog>
  );
}
