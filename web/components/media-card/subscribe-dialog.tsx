import { Button, Dialog, DialogBody, DialogFooter, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { MultiSelectField } from "../multi-select-field";
import { NumberField } from "../number-field";
import { SelectField } from "../select-field";
import { filterOptionsQueryOptions } from "./api/filter-options";
import { mediaDetailQueryOptions } from "./api/media-detail";
import { type SubMode, subscribe } from "./api/subscribe";
import { titleWithYear } from "./labels";
import type { MediaItem, SeasonChoice } from "./types";
import { useSubAction } from "./use-sub-action";

const AUTO = "system:autoSelectFilter";
const NONE = "system:unUseFilter";
const MODES: SubMode[] = ["Normal", "EndedOnly", "AnyNew"];

export type SubscribeDialogProps = {
  item: MediaItem;
  onClose: () => void;
  /** After a successful subscription (the dialog closes itself too). */
  onSubscribed?: () => void;
};

/** A TMDB-only show's seasons come from its detail; Douban items bring theirs along. */
function useSeasons(item: MediaItem): { seasons?: SeasonChoice[]; loading: boolean } {
  const fetchSeasons = item.type === "TV" && !item.seasons && !item.doubanId && !!item.tmdbId;
  const detail = useQuery({
    ...mediaDetailQueryOptions({ tmdbId: item.tmdbId, type: item.type }),
    enabled: fetchSeasons,
  });
  if (!fetchSeasons) return { seasons: item.seasons, loading: false };
  const seasons = (detail.data?.seasons ?? [])
    .filter((s) => s.season_number > 0)
    .map((s) => ({
      id: String(s.season_number),
      number: s.season_number,
      year: s.air_date?.slice(0, 4),
    }));
  return { seasons: seasons.length > 0 ? seasons : undefined, loading: detail.isLoading };
}

/**
 * §S3: 订阅季数 for shows with seasons (default: the latest), the mode and
 * 起始集号 for shows, the filter (the sentinels plus saved filters), 确定 → the
 * subscription. 独立设置过滤器 (an inline filter form) comes with the filter editor.
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
    ...saved.map((name) => ({ value: name, label: name })),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (seasonsError || startError) return;
    const ok = await action.run(
      item,
      () =>
        subscribe(item, {
          filterName,
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

  const seasonLabel = (s: SeasonChoice) =>
    s.year
      ? t.seasonWithYear({ season: s.number, year: String(s.year) })
      : t.season({ season: s.number });

  return (
    <Dialog isOpen onClose={onClose} title={t.title({ name: titleWithYear(LL, item) })}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
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
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.cancel()} onClick={onClose} disabled={action.busy} />
              <Button type="submit" intent="primary" text={t.confirm()} loading={action.busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
