import { Classes, Dialog, InputGroup } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useAtom } from "jotai";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { paths } from "../../app/paths";
import { useI18nContext } from "../../i18n/i18n-react";
import { searchDialogOpenAtom } from "../../state/ui";

/**
 * The global search dialog's shell (screens.md §S1): 600 px wide, full screen
 * below 600 px, an autofocused input with the search placeholder. Enter goes
 * to /movie/search; templates, history and options come with that screen.
 */
export function SearchDialog() {
  const { LL } = useI18nContext();
  const [isOpen, setOpen] = useAtom(searchDialogOpenAtom);
  const [keyword, setKeyword] = useState("");
  const [, navigate] = useLocation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) return;
    setOpen(false);
    navigate(`${paths.movie.search}?${new URLSearchParams({ keyword: trimmed })}`);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => setOpen(false)}
      title={LL.search.dialogTitle()}
      className="mr-search-dialog"
    >
      <form className={Classes.DIALOG_BODY} onSubmit={onSubmit}>
        <InputGroup
          type="search"
          size="large"
          autoFocus
          leftIcon={<SearchIcon />}
          aria-label={LL.search.inputLabel()}
          placeholder={LL.phrases.searchPlaceholder()}
          value={keyword}
          onValueChange={setKeyword}
        />
      </form>
    </Dialog>
  );
}
