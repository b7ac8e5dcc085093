import { Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { DialogFrame } from "../dialog-frame";
import { dialogFilter } from "../filter-form/dialog-filter";
import type { FilterConfig } from "../filter-form/filter-options";
import { LazyFilterForm } from "../filter-form/lazy-filter-form";
import { MultiSelectField } from "../multi-select-field";
import { NumberField } from "../number-field";
import { SelectField } from "../select-field";
import { filterOptionsQueryOptions } from "./api/filter-options";
import { type SubMode, subscribe } from "./api/subscribe";
import { titleWithYear } from "./labels";
import { SharedRules } from "./shared-rules";
import type { MediaItem, SeasonChoice } from "./types";
import { useSeasons } from "./use-seasons";
import { useSubAction } from "./use-sub-action";

const AUTO = "system:autoSelectFilter";
const NONE = "system:unUseFilter";
const OWN = "system:newFilter";
const MODES: SubMode[] = ["Normal", "EndedOnly", "AnyNew"];
const MAIN_FORM = "subscribe-main";
const OWN_FORM = "subscribe-own-filter";

export type SubscribeDialogProps = {
  item: MediaItem;
  onClose: () => void;
  /** After a successful subscription (the dialog closes itself too). */
  onSubscribed?: () => void;
};

/**
 * §S3: 订阅季数 for shows with seasons (default: the latest), the mode and
 * 起始集号 for shows, the filter (the sentinels, 独立设置过滤器 with an inline
 * FilterForm, saved filters), the shared custom subscriptions for titles
 * without seasons, 确定 → the subscription. The inline filter is a form of
 * its own (forms do not nest): 确定 submits it, and its values go along.
 */
export function SubscribeDialog({ item, onClose, onSubscribed }: SubscribeDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.discover.subscribeDialog;
  const { seasons, loading } = useSeasons(item);
  const filters = useQuery(filterOptionsQueryOptions());
  const action = useSubAction();
  const [picked, setPicked] = useState<string[] | null>(null);
  const [mode, setMode] = useState<SubMode>("Normal");
  const [start, setStart] = useState("1");
  const [filterName, setFilterName] = useState(AUTO);
  const [tried, setTried] = useState(false);
  const own = filterName === OWN;
  const showMode = item.type === "Movie";

  const latest = seasons?.reduce((a, b) => (b.number > a.number ? b : a));
  const chosen = picked ?? (latest ? [latest.id] : []);
  const startNumber = Number(start);
  const startValid = Number.isInteger(startNumber) && startNumber >= 1;
  const seasonsError = seasons && chosen.length === 0 ? t.seasonsRequired() : undefined;
  const startError = mode === "AnyNew" && !startValid ? t.startEpisodeInvalid() : undefined;

  const saved = filters.data?.filter_name_list ?? [];
  const filterOptions = [
    { value: AUTO, label: t.filters.auto() },
    { value: NONE, label: t.filters.none() },
    { value: OWN, label: t.filters.own() },
    ...saved.map((name) => ({ value: name, label: name })),
  ];

  async function send(filterConfig?: FilterConfig) {
    setTried(true);
    if (seasonsError || startError) return;
    const ok = await action.run(
      item,
      () =>
        subscribe(item, {
          filterName,
          filterConfig: filterConfig && dialogFilter(filterConfig, { downloadMode: showMode }),
          seasonIds: chosen,
          subMode: item.type === "TV" ? mode : undefined,
          startEpisode: mode === "AnyNew" ? startNumber : undefined,
        }),
      0,
    );
    if (ok) {
      onSubscribed?.();
      onClose();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Enter in a field above the inline filter: that form carries the values.
    const inline = own ? document.getElementById(OWN_FORM) : null;
    if (inline instanceof HTMLFormElement) inline.requestSubmit();
    else if (!own) void send();
  }

  const seasonLabel = (s: SeasonChoice) =>
    s.year
      ? t.seasonWithYear({ season: s.number, year: String(s.year) })
      : t.season({ season: s.number });

  return (
    <DialogFrame
      isOpen
      onClose={onClose}
      busy={action.busy}
      title={t.title({ name: titleWithYear(LL, item) })}
      submit={{
        text: t.confirm(),
        form: own ? OWN_FORM : MAIN_FORM,
        disabled: own && !filters.data,
      }}
    >
      <form id={MAIN_FORM} onSubmit={submit} aria-label={t.formLabel()}>
        {loading && (
          <div role="status" className="mr-subscribe-loading">
            <Spinner size={16} />
            {t.loadingSeasons()}
          </div>
        )}
        {seasons && (
          <MultiSelectField
            id="subscribe-seasons"
            label={t.seasons()}
            value={chosen}
            options={seasons.map((s) => ({ value: s.id, label: seasonLabel(s) }))}
            onChange={setPicked}
            error={tried ? seasonsError : undefined}
          />
        )}
        {item.type === "TV" && (
          <SelectField
            id="subscribe-mode"
            label={t.mode()}
            value={mode}
            options={MODES.map((m) => ({ value: m, label: t.modes[m]() }))}
            onChange={setMode}
          />
        )}
        {item.type === "TV" && mode === "AnyNew" && (
          <NumberField
            id="subscribe-start"
            label={t.startEpisode()}
            value={start}
            min={1}
            onChange={setStart}
            onBlur={() => setTried(true)}
            error={tried ? startError : undefined}
          />
        )}
        <SelectField
          id="subscribe-filter"
          label={t.filter()}
          value={filterName}
          options={filterOptions}
          onChange={setFilterName}
          helper={filters.isSuccess && saved.length === 0 ? t.filters.noSaved() : t.filterHelp()}
        />
      </form>
      {own && !filters.data && <Spinner size={20} />}
      {own && filters.data && (
        <LazyFilterForm
          id={OWN_FORM}
          label={t.ownFilter()}
          options={filters.data}
          showTemplate
          showDownloadMode={showMode}
          onSubmit={send}
        />
      )}
      {!seasons && item.doubanId && <SharedRules doubanId={item.doubanId} />}
    </DialogFrame>
  );
}
