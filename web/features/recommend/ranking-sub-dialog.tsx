import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { DialogFrame } from "../../components/dialog-frame";
import {
  dialogFilter,
  type FilterConfig,
  FilterForm,
  filterOptionsQueryOptions,
} from "../../components/filter-form";
import { NumberField } from "../../components/number-field";
import { SelectField } from "../../components/select-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../../lib/toaster";
import { subDataset } from "./api/sub-dataset";
import { subDatasetListKey } from "./api/sub-dataset-list";
import "./ranking-sub.css";

const AUTO = "system:autoSelectFilter";
const NONE = "system:unUseFilter";
const NEW = "system:newFilter";
const FORM_ID = "ranking-sub-form";
const FILTER_FORM_ID = "ranking-sub-filter";

export type RankingSubDialogProps = { rankKey: string; name: string; onClose: () => void };

function ratingProblem(text: string): boolean {
  const n = Number(text);
  return text.trim() === "" || !Number.isFinite(n) || n < 0 || n > 10;
}

/**
 * 订阅榜单 (screens.md /recommend/*): 最低分数 (default 8.5) and the filter —
 * the sentinels, the saved filters, or 独立设置过滤器 with the FilterForm
 * (§S4) inline. 确定 submits whichever form holds the choice.
 */
export function RankingSubDialog({ rankKey, name, onClose }: RankingSubDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.rankingSub;
  const queryClient = useQueryClient();
  const filters = useQuery(filterOptionsQueryOptions());
  const [rating, setRating] = useState("8.5");
  const [filterName, setFilterName] = useState(AUTO);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ratingError = tried && ratingProblem(rating) ? t.ratingInvalid() : undefined;

  async function save(config?: FilterConfig) {
    setTried(true);
    if (ratingProblem(rating)) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { message } = await subDataset({
        name,
        data_key: rankKey,
        filter_name: filterName,
        rating: Number(rating),
        // No 过滤下载模式 here (the form does not show it).
        filter_config: config ? dialogFilter(config, { downloadMode: false }) : undefined,
      });
      if (message) void toast.success(message);
      await queryClient.invalidateQueries({ queryKey: subDatasetListKey });
      onClose();
    } catch (error) {
      const text = errorMessage(error) ?? LL.common.somethingWentWrong();
      setRefusal(text);
      void toast.error(text);
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const saved = filters.data?.filter_name_list ?? [];
  return (
    <DialogFrame
      isOpen
      onClose={onClose}
      busy={busy}
      title={t.title({ name })}
      className="mr-ranking-sub-dialog"
      submit={{ text: t.confirm(), form: filterName === NEW ? FILTER_FORM_ID : FORM_ID }}
    >
      <p>{t.explain()}</p>
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <NumberField
          id="ranking-sub-rating"
          label={t.rating()}
          value={rating}
          min={0}
          max={10}
          onChange={setRating}
          onBlur={() => setTried(true)}
          error={ratingError}
        />
        <SelectField
          id="ranking-sub-filter-name"
          label={t.filter()}
          value={filterName}
          options={[
            { value: AUTO, label: t.filters.auto() },
            { value: NONE, label: t.filters.none() },
            { value: NEW, label: t.filters.custom() },
            ...saved.map((n) => ({ value: n, label: n })),
          ]}
          onChange={setFilterName}
          helper={t.filterHelp()}
        />
      </form>
      {filterName === NEW && (
        <FilterForm
          id={FILTER_FORM_ID}
          label={t.ownFilterForm({ name })}
          options={filters.data ?? {}}
          showTemplate
          error={refusal}
          onSubmit={save}
        />
      )}
    </DialogFrame>
  );
}
