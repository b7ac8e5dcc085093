import { Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { DialogFrame } from "../dialog-frame";
import { ErrorBanner } from "../error-banner";
import { dialogFilter } from "../filter-form/dialog-filter";
import { LazyFilterForm } from "../filter-form/lazy-filter-form";
import { filterOptionsQueryOptions } from "./api/filter-options";
import { filterOf, reVersion, subQueryOptions } from "./api/re-version";
import { titleWithYear } from "./labels";
import type { MediaItem } from "./types";
import { subStatusOf } from "./types";
import { useSubAction } from "./use-sub-action";

const FORM = "sub-filter-form";

/**
 * §S2 过滤 / 洗版: "<name>(year) 过滤器设置" — the subscription's filter in a
 * FilterForm (with 选择现有参考; 过滤下载模式 only for a movie still
 * subscribed), saved with re_version; the card shows the status it answers.
 */
export function FilterDialog({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.discover.filterDialog;
  const subId = item.subId ?? 0;
  const sub = useQuery(subQueryOptions(subId));
  const options = useQuery(filterOptionsQueryOptions());
  const action = useSubAction();
  const initial = useMemo(
    () => filterOf(sub.data, options.data?.filter_list),
    [sub.data, options.data],
  );
  const ready = sub.isSuccess && options.isSuccess;
  const failed = sub.error ?? options.error;
  const showMode = item.type === "Movie" && item.status === 0;

  return (
    <DialogFrame
      isOpen
      onClose={onClose}
      busy={action.busy}
      title={t.title({ name: titleWithYear(LL, item) })}
      submit={{ text: t.confirm(), form: FORM, disabled: !ready }}
    >
      {failed && <ErrorBanner message={errorMessage(failed) ?? LL.common.somethingWentWrong()} />}
      {!ready && !failed && <Spinner size={24} />}
      {ready && (
        <LazyFilterForm
          id={FORM}
          label={t.form()}
          options={options.data}
          initial={initial}
          showTemplate
          showDownloadMode={showMode}
          onSubmit={async (config) => {
            const filter = dialogFilter(config, { downloadMode: showMode });
            const ok = await action.run(item, () => reVersion(subId, filter), subStatusOf);
            if (ok) onClose();
          }}
        />
      )}
    </DialogFrame>
  );
}
