import { Button, Callout, Classes, Dialog, InputGroup } from "@blueprintjs/core";
import { CaretDownIcon, CaretUpIcon, SearchIcon } from "@blueprintjs/icons";
import { useAtom } from "jotai";
import { type FormEvent, lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { useEverTrue } from "../../lib/use-ever-true";
import { useKeptDialogOpener } from "../../lib/use-return-focus";
import { searchDialogOpenAtom } from "../../state/ui";
import { SearchHistory } from "./search-history";
import { searchHref } from "./search-option";
import { SearchOptionsPanel } from "./search-options-panel";
import { TemplatePills } from "./template-pills";
import { useSearchState } from "./use-search-state";
import { useTemplateActions } from "./use-template-actions";
import "./search-dialog.css";

// The naming dialog (TanStack Form + ArkType, ~53 kB brotli) loads the first
// time "save as new" is used: this dialog is in the shell of every signed-in
// screen, which would otherwise all load both libraries up front.
const NewTemplateDialog = lazy(() =>
  import("./new-template-dialog").then((module) => ({ default: module.NewTemplateDialog })),
);

/**
 * The global search dialog (screens.md §S1): 600 px wide, full screen below
 * 600 px. Template pills preset what to search; 展开详细设置 shows the
 * choices (内容, 站点, 分类) and the template actions. Enter or 搜索 goes to
 * /movie/search with the keyword and the choices, and closes the dialog.
 */
export function SearchDialog() {
  const { LL } = useI18nContext();
  const t = LL.settingNotify.search;
  const [isOpen, setOpen] = useAtom(searchDialogOpenAtom);
  const [keyword, setKeyword] = useState("");
  const [expanded, setExpanded] = useState(false);
  const [naming, setNaming] = useState(false);
  // Stays mounted once opened, so it can play its closing transition.
  const namingSeen = useEverTrue(naming);
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const state = useSearchState(isOpen);
  const actions = useTemplateActions(state);
  const giveBackFocus = useKeptDialogOpener(isOpen);
  const close = () => {
    setOpen(false);
    giveBackFocus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) return;
    setOpen(false);
    navigate(searchHref(trimmed, state.option));
  };

  return (
    // Not DialogFrame: the form itself is the body (template pills, fields), with no footer.
    <Dialog
      isOpen={isOpen}
      onClose={close}
      shouldReturnFocusOnClose={false}
      title={LL.search.dialogTitle()}
      className="mr-search-dialog"
    >
      <form className={`${Classes.DIALOG_BODY} mr-search-body`} onSubmit={onSubmit}>
        <TemplatePills
          templates={state.templates}
          selected={state.template?.name}
          onChoose={(name) => {
            state.choose(name);
            input.current?.focus();
          }}
        />
        {state.templatesQuery.isError && (
          <Callout intent="warning" compact>
            {t.loadFailed({
              message: errorMessage(state.templatesQuery.error) ?? LL.common.somethingWentWrong(),
            })}
          </Callout>
        )}
        <div className="mr-search-row">
          <InputGroup
            type="search"
            size="large"
            fill
            autoFocus
            inputRef={input}
            leftIcon={<SearchIcon />}
            aria-label={LL.search.inputLabel()}
            placeholder={LL.phrases.searchPlaceholder()}
            value={keyword}
            onValueChange={setKeyword}
          />
          <Button type="submit" size="large" variant="minimal" intent="primary" text={t.submit()} />
        </div>
        <Button
          variant="minimal"
          size="small"
          className="mr-search-expand"
          aria-expanded={expanded}
          endIcon={expanded ? <CaretUpIcon /> : <CaretDownIcon />}
          text={expanded ? t.collapse() : t.expand()}
          onClick={() => setExpanded(!expanded)}
        />
        {expanded && (
          <SearchOptionsPanel state={state} actions={actions} onSaveAsNew={() => setNaming(true)} />
        )}
        <SearchHistory open={isOpen} onPick={() => setOpen(false)} />
      </form>
      {/* Outside the search form: its Enter must not also send a search. */}
      {namingSeen && (
        <Suspense fallback={null}>
          <NewTemplateDialog
            isOpen={naming}
            onClose={() => setNaming(false)}
            onCreate={actions.create}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
