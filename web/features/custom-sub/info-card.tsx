import { NumberField } from "../../components/number-field";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { MEDIA_TYPES } from "./api/types";
import { EditorCard } from "./editor-card";
import type { EditorValues, SetEditorValue } from "./editor-values";

/**
 * 基础信息: what the rule subscribes to. The Douban/TMDB ids only mean
 * something for a movie or TV title, season and episodes only for TV.
 */
export function InfoCard(props: {
  v: EditorValues;
  set: SetEditorValue;
  nameError?: string;
  onNameBlur: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.customSub.edit;
  const { v, set } = props;
  const titled = v.media_type === "Movie" || v.media_type === "TV";
  return (
    <EditorCard id="custom-info" title={t.info()}>
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
          error={props.nameError}
          maxLength={64}
          onChange={(x) => set("name", x)}
          onBlur={props.onNameBlur}
        />
        <TextField
          id="custom-desc"
          label={t.desc()}
          value={v.desc}
          maxLength={500}
          onChange={(x) => set("desc", x)}
        />
        {titled && (
          <>
            <TextField
              id="custom-douban"
              label={t.douban()}
              helper={t.doubanHelp()}
              value={v.douban_id}
              onChange={(x) => set("douban_id", x)}
            />
            <TextField
              id="custom-tmdb"
              label={t.tmdb()}
              helper={t.tmdbHelp()}
              value={v.tmdb_id}
              onChange={(x) => set("tmdb_id", x)}
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
            />
            <NumberField
              id="custom-episodes"
              label={t.episodes()}
              value={v.episode_count}
              min={1}
              onChange={(x) => set("episode_count", x)}
            />
          </>
        )}
      </div>
    </EditorCard>
  );
}
