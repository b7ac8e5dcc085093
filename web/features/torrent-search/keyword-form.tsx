import { Button, InputGroup } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { type FormEvent, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";

/**
 * 搜索资源 opened from the sidebar has no keyword yet: a box to type one
 * (the page used to say only "搜索…" with nowhere to type).
 */
export function KeywordForm({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { LL } = useI18nContext();
  const [keyword, setKeyword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const k = keyword.trim();
    if (k) onSearch(k);
  };
  return (
    <search className="mr-keyword-form">
      <form onSubmit={submit}>
        <InputGroup
          large
          autoFocus
          type="search"
          aria-label={LL.shell.search()}
          placeholder={LL.phrases.searchPlaceholder()}
          leftIcon={<SearchIcon />}
          value={keyword}
          onValueChange={setKeyword}
          rightElement={<Button type="submit" intent="primary" text={LL.shell.search()} />}
        />
      </form>
    </search>
  );
}
