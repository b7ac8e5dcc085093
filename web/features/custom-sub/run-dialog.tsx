import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CheckboxField } from "../../components/checkbox-field";
import { DialogFrame } from "../../components/dialog-frame";
import { filterOptionsQueryOptions } from "../../components/filter-form/filter-options";
import { MultiSelectField } from "../../components/multi-select-field";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { toast } from "../../lib/toaster";
import { runCustomSub, type SearchType } from "./api/run-custom-sub";

/** 运行: search the rule's sites now (keyword, IMDb id or the latest list) and run it once. */
export function RunDialog(props: { subId: number; onClose: (ran: boolean) => void }) {
  const { LL } = useI18nContext();
  const t = LL.customSub.run;
  const options = useQuery(filterOptionsQueryOptions());
  const [type, setType] = useState<SearchType>("keyword");
  const [keyword, setKeyword] = useState("");
  const [cates, setCates] = useState<string[]>([]);
  const [allPages, setAllPages] = useState(false);
  const { busy, attempt } = useBusyAction();

  const submit = async () => {
    await attempt(async () => {
      const done = await runCustomSub({
        sub_id: props.subId,
        keyword: type === "list" ? "" : keyword,
        cate_level1: cates,
        all_pages: type !== "list" && allPages,
        search_type: type,
      });
      void toast.success(done.message);
      props.onClose(true);
    });
  };

  return (
    <DialogFrame
      isOpen
      title={t.title()}
      onClose={() => props.onClose(false)}
      busy={busy}
      submit={{ text: t.submit(), onClick: () => void submit() }}
    >
      <SelectField<SearchType>
        id="run-type"
        label={t.searchType()}
        value={type}
        options={(["keyword", "imdb", "list"] as const).map((v) => ({
          value: v,
          label: t.types[v](),
        }))}
        onChange={setType}
      />
      {type !== "list" && (
        <TextField id="run-keyword" label={t.keyword()} value={keyword} onChange={setKeyword} />
      )}
      <MultiSelectField
        id="run-cates"
        label={t.cates()}
        value={cates}
        options={(options.data?.cate_level1_list ?? []).map((c) => ({
          value: c.value,
          label: c.name,
        }))}
        onChange={setCates}
      />
      {type !== "list" && (
        <CheckboxField
          id="run-all-pages"
          label={t.allPages()}
          checked={allPages}
          onChange={setAllPages}
        />
      )}
    </DialogFrame>
  );
}
