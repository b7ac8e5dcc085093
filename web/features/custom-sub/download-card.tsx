import { CheckboxField } from "../../components/checkbox-field";
import type { FilterOptions } from "../../components/filter-form/filter-options";
import { NumberField } from "../../components/number-field";
import { scoreRuleLabel } from "../../components/score-rule-label";
import { SelectField } from "../../components/select-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { AUTO_SAVE_PATH } from "./api/types";
import { EditorCard } from "./editor-card";
import type { EditorValues, SetEditorValue } from "./editor-values";

/** 下载设置: how a found torrent is scored, where it is saved, how often the rule runs. */
export function DownloadCard(props: {
  v: EditorValues;
  set: SetEditorValue;
  options: FilterOptions;
}) {
  const { LL } = useI18nContext();
  const t = LL.customSub.edit;
  const { v, set, options } = props;
  const mediaPaths = options.media_path ?? [];
  // A stored path that is no longer a media path stays selectable, so
  // opening and saving a rule never changes where it saves.
  const savePaths = [
    { value: AUTO_SAVE_PATH, label: t.autoPath() },
    ...mediaPaths.map((p) => ({ value: p.download_path, label: p.download_path })),
    ...(v.save_path !== AUTO_SAVE_PATH && !mediaPaths.some((p) => p.download_path === v.save_path)
      ? [{ value: v.save_path, label: v.save_path }]
      : []),
  ];
  const rules = options.rule_list ?? [{ name: "compress", value: "compress" }];
  return (
    <EditorCard id="custom-download" title={t.download()}>
      <div className="mr-custom-fields">
        <SelectField
          id="custom-score-rule"
          label={t.scoreRule()}
          value={v.score_rule_name}
          options={rules.map((r) => ({
            value: r.value,
            label: r.name === r.value ? scoreRuleLabel(LL, r.value) : r.name,
          }))}
          onChange={(x) => set("score_rule_name", x)}
        />
        <SelectField
          id="custom-save-path"
          label={t.savePath()}
          value={v.save_path}
          options={savePaths}
          onChange={(x) => set("save_path", x)}
        />
        <NumberField
          id="custom-interval"
          label={t.interval()}
          helper={t.intervalHelp()}
          value={v.interval_minutes}
          min={10}
          onChange={(x) => set("interval_minutes", x)}
        />
      </div>
      <CheckboxField
        id="custom-auto-delete"
        label={t.autoDelete()}
        checked={v.auto_delete}
        onChange={(x) => {
          set("auto_delete", x);
          // Replacing what the library holds contradicts skipping it.
          if (x) set("skip_exists", false);
        }}
      />
      <CheckboxField
        id="custom-skip-exists"
        label={t.skipExists()}
        checked={v.skip_exists}
        disabled={v.auto_delete}
        onChange={(x) => set("skip_exists", x)}
      />
      <CheckboxField
        id="custom-skip-unknown"
        label={t.skipUnknown()}
        checked={v.skip_unknown}
        onChange={(x) => set("skip_unknown", x)}
      />
    </EditorCard>
  );
}
