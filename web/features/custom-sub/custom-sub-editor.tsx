import { Button, Callout, Card, H2 } from "@blueprintjs/core";
import { HeartIcon, ThumbsDownIcon } from "@blueprintjs/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { paths } from "../../app/paths";
import { CheckboxField } from "../../components/checkbox-field";
import { filterOptionsQueryOptions } from "../../components/filter-form/filter-options";
import { NumberField } from "../../components/number-field";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../../lib/toaster";
import { customListQueryKey } from "./api/get-sub-custom-list";
import type { SharedRuleDetail } from "./api/get-sub-rule";
import { voteRule } from "./api/like-sub-rule";
import { saveCustomSub } from "./api/sub-custom";
import { AUTO_SAVE_PATH, MEDIA_TYPES, type Rule } from "./api/types";
import { type EditorValues, toSave } from "./editor-values";
import { FilterDialog } from "./filter-dialog";
import { RenameDialog } from "./rename-dialog";
import { type FilterType, filterSummary, type RenameType } from "./rule-drafts";
import { RuleList } from "./rule-list";
import { useBuiltin } from "./use-builtin";

type Editing = { list: "torrent_filter" | "rename_rule"; index: number | null } | null;

/** The four cards of the editor and its save button. */
export function CustomSubEditor(props: { initial: EditorValues; shared?: SharedRuleDetail }) {
  const { LL } = useI18nContext();
  const t = LL.customSub.edit;
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const builtin = useBuiltin();
  const options = useQuery(filterOptionsQueryOptions()).data ?? {};
  const [v, setV] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [votes, setVotes] = useState(props.shared);
  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) =>
    setV((old) => ({ ...old, [key]: value }));
  const nameError = touched && v.name.trim() === "" ? t.nameRequired() : undefined;
  const titled = v.media_type === "Movie" || v.media_type === "TV";

  const saveRule = (rule: Rule) => {
    if (!editing) return;
    const list = [...v[editing.list]];
    if (editing.index === null) list.push(rule);
    else list[editing.index] = rule;
    set(editing.list, list);
    setEditing(null);
  };

  const submit = async () => {
    setTouched(true);
    if (v.name.trim() === "") return;
    setBusy(true);
    try {
      const done = await saveCustomSub(toSave(v));
      void toast.success(done.message);
      await queryClient.invalidateQueries({ queryKey: customListQueryKey });
      navigate(paths.subscribe.customIndex);
    } catch (err) {
      void toast.error(errorMessage(err) ?? LL.common.somethingWentWrong());
      setBusy(false);
    }
  };

  const vote = async (kind: "like" | "hate") => {
    if (!votes) return;
    const on = kind === "like" ? votes.liked : votes.hated;
    try {
      await voteRule(
        on ? `cancel_${kind}_sub_rule` : `${kind}_sub_rule`,
        v.remote_sub_rule_id ?? "",
      );
      setVotes({ ...votes, [kind === "like" ? "liked" : "hated"]: !on });
    } catch (err) {
      void toast.error(errorMessage(err) ?? LL.common.somethingWentWrong());
    }
  };

  const paths_ = options.media_path ?? [];
  const savePaths = [
    { value: AUTO_SAVE_PATH, label: t.autoPath() },
    ...paths_.map((p) => ({ value: p.download_path, label: p.download_path })),
    ...(v.save_path !== AUTO_SAVE_PATH && !paths_.some((p) => p.download_path === v.save_path)
      ? [{ value: v.save_path, label: v.save_path }]
      : []),
  ];
  const rules = options.rule_list ?? [{ name: "compress", value: "compress" }];
  const filterName = (r: Rule) => LL.customSub.filter.types[r.type as FilterType]?.() ?? r.type;
  const renameName = (r: Rule) =>
    LL.customSub.renameDialog.types[r.type as RenameType]?.() ?? r.type;

  return (
    <div className="mr-custom-edit">
      {votes && builtin === false && (
        <Callout intent="success" compact>
          {t.sharedBy({ author: votes.author_nickname, date: votes.gmt_modified })}
          <Button
            variant="minimal"
            icon={<HeartIcon />}
            aria-label={LL.customSub.rule.like()}
            aria-pressed={votes.liked}
            disabled={votes.hated}
            onClick={() => void vote("like")}
          />
          <Button
            variant="minimal"
            icon={<ThumbsDownIcon />}
            aria-label={LL.customSub.rule.hate()}
            aria-pressed={votes.hated}
            disabled={votes.liked}
            onClick={() => void vote("hate")}
          />
        </Callout>
      )}
      <Card elevation={1} role="region" aria-labelledby="custom-info">
        <H2 id="custom-info" className="mr-custom-title">
          {t.info()}
        </H2>
        <div className="mr-custom-fields">
          <SelectField
            id="custom-media-type"
            label={t.mediaType()}
            value={v.media_type}
            options={MEDIA_TYPES.map((m) => ({ value: m, label: LL.customSub.mediaTypes[m]() }))}
            onChange={(m) => set("media_type", m)}
          />
          <TextField
            id="custom-name"
            label={t.name()}
            value={v.name}
            error={nameError}
            maxLength={64}
            onChange={(x) => set("name", x)}
            onBlur={() => setTouched(true)}
          />
          <TextField
            id="custom-desc"
            label={t.desc()}
            value={v.desc}
            maxLength={500}
            onChange={(x) => set("desc", x)}
            onBlur={() => {}}
          />
          {titled && (
            <>
              <TextField
                id="custom-douban"
                label={t.douban()}
                helper={t.doubanHelp()}
                value={v.douban_id}
                onChange={(x) => set("douban_id", x)}
                onBlur={() => {}}
              />
              <TextField
                id="custom-tmdb"
                label={t.tmdb()}
                helper={t.tmdbHelp()}
                value={v.tmdb_id}
                onChange={(x) => set("tmdb_id", x)}
                onBlur={() => {}}
              />
            </>
          )}
          {v.media_type === "TV" && (
            <>
              <NumberField
                id="custom-season"
                label={t.season()}
                value={v.season_number}
                min={0}
                onChange={(x) => set("season_number", x)}
                onBlur={() => {}}
              />
              <NumberField
                id="custom-episodes"
                label={t.episodes()}
                value={v.episode_count}
                min={1}
                onChange={(x) => set("episode_count", x)}
                onBlur={() => {}}
              />
            </>
          )}
        </div>
      </Card>
      <Card elevation={1} role="region" aria-labelledby="custom-filters">
        <H2 id="custom-filters" className="mr-custom-title">
          {t.filters()}
        </H2>
        <RuleList
          rules={v.torrent_filter}
          empty={t.noFilters()}
          addLabel={t.addFilter()}
          name={filterName}
          summary={(r) => filterSummary(LL, r, options)}
          onEdit={(index) => setEditing({ list: "torrent_filter", index })}
          onRemove={(i) =>
            set(
              "torrent_filter",
              v.torrent_filter.filter((_, j) => j !== i),
            )
          }
          onAdd={() => setEditing({ list: "torrent_filter", index: null })}
        />
      </Card>
      <Card elevation={1} role="region" aria-labelledby="custom-rename">
        <H2 id="custom-rename" className="mr-custom-title">
          {t.rename()}
        </H2>
        <RuleList
          rules={v.rename_rule}
          empty={t.noRenames()}
          addLabel={t.addRename()}
          name={renameName}
          summary={(r) =>
            LL.customSub.renameDialog.summary({
              match: String(r.args.repl_expression ?? ""),
              replacement: String(r.args.string ?? ""),
            })
          }
          onEdit={(index) => setEditing({ list: "rename_rule", index })}
          onRemove={(i) =>
            set(
              "rename_rule",
              v.rename_rule.filter((_, j) => j !== i),
            )
          }
          onAdd={() => setEditing({ list: "rename_rule", index: null })}
        />
      </Card>
      <Card elevation={1} role="region" aria-labelledby="custom-download">
        <H2 id="custom-download" className="mr-custom-title">
          {t.download()}
        </H2>
        <div className="mr-custom-fields">
          <SelectField
            id="custom-score-rule"
            label={t.scoreRule()}
            value={v.score_rule_name}
            options={rules.map((r) => ({ value: r.value, label: r.name }))}
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
            onBlur={() => {}}
          />
        </div>
        <CheckboxField
          id="custom-auto-delete"
          label={t.autoDelete()}
          checked={v.auto_delete}
          onChange={(x) =>
            setV((o) => ({ ...o, auto_delete: x, skip_exists: x ? false : o.skip_exists }))
          }
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
      </Card>
      <Button
        intent="success"
        size="large"
        className="mr-custom-save"
        loading={busy}
        text={props.shared ? t.apply() : t.save()}
        onClick={() => void submit()}
      />
      {editing?.list === "torrent_filter" && (
        <FilterDialog
          rule={editing.index === null ? null : (v.torrent_filter[editing.index] ?? null)}
          options={options}
          onSave={saveRule}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.list === "rename_rule" && (
        <RenameDialog
          rule={editing.index === null ? null : (v.rename_rule[editing.index] ?? null)}
          onSave={saveRule}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
