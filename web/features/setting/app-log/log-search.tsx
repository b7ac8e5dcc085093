import { Button, InputGroup, Switch } from "@blueprintjs/core";
import { ChevronDownIcon, ChevronUpIcon, SearchIcon } from "@blueprintjs/icons";
import type { KeyboardEvent } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";

export type LogSearchProps = {
  keyword: string;
  onKeyword: (keyword: string) => void;
  /** Matching lines, and the 0-based current one (null: none). */
  total: number;
  current: number | null;
  onStep: (step: 1 | -1) => void;
  onlyMatches: boolean;
  onOnlyMatches: (on: boolean) => void;
};

const SEARCH_ID = "app-log-search";

/** Keyword box (Enter: next, Shift+Enter: previous), the count, ↑/↓ and 只看匹配行. */
export function LogSearch(props: LogSearchProps) {
  const { keyword, onKeyword, total, current, onStep, onlyMatches, onOnlyMatches } = props;
  const { LL } = useI18nContext();
  const t = LL.settingLog.appLog;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onStep(event.shiftKey ? -1 : 1);
  };
  const active = keyword.trim() !== "";
  const count = !active
    ? ""
    : total === 0
      ? t.noMatches()
      : t.matches({ current: (current ?? 0) + 1, total });
  return (
    <div className="mr-log-search">
      <label className="mr-log-label" htmlFor={SEARCH_ID}>
        {t.search()}
      </label>
      <InputGroup
        id={SEARCH_ID}
        type="search"
        leftIcon={<SearchIcon />}
        placeholder={t.searchPlaceholder()}
        value={keyword}
        onValueChange={onKeyword}
        onKeyDown={onKeyDown}
        aria-describedby={`${SEARCH_ID}-count`}
        rightElement={
          <span id={`${SEARCH_ID}-count`} className="mr-log-count" aria-live="polite">
            {count}
          </span>
        }
      />
      <Button
        icon={<ChevronUpIcon />}
        aria-label={t.previousMatch()}
        title={t.previousMatch()}
        disabled={total === 0}
        onClick={() => onStep(-1)}
      />
      <Button
        icon={<ChevronDownIcon />}
        aria-label={t.nextMatch()}
        title={t.nextMatch()}
        disabled={total === 0}
        onClick={() => onStep(1)}
      />
      <Switch
        className="mr-log-switch"
        label={t.onlyMatches()}
        checked={onlyMatches}
        disabled={!active}
        onChange={(event) => onOnlyMatches(event.currentTarget.checked)}
      />
    </div>
  );
}
