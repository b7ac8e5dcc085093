import { Button, Card, H2 } from "@blueprintjs/core";
import { TrashIcon } from "@blueprintjs/icons";
import { bindField } from "../../../components/bind-field";
import { CheckboxField } from "../../../components/checkbox-field";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { MediaType } from "../api/get-media-path";
import { FILE_MODES, isRecognised, MEDIA_TYPES } from "./media-path-schema";
import { PathFolderField } from "./path-folder-field";
import type { MediaPathForm, PathChecks } from "./use-media-path-form";

export type MediaPathCardProps = {
  form: MediaPathForm;
  index: number;
  uid: string;
  /** qbittorrent分类名称 only when the saved download client is qBittorrent. */
  showQbitCate: boolean;
  checks: PathChecks;
  onRemove: () => void;
};

const ID = "config-media-path";

/** Card 路径N: one download folder, where the container sees it, and where it is organised. */
export function MediaPathCard({
  form,
  index,
  uid,
  showQbitCate,
  checks,
  onRemove,
}: MediaPathCardProps) {
  const { LL } = useI18nContext();
  const t = LL.configMediaPath;
  const n = index + 1;
  const name = <K extends string>(key: K) => `paths[${index}].${key}` as const;
  return (
    <Card elevation={0} className="mr-path-card" role="group" aria-labelledby={`${ID}-${uid}`}>
      <div className="mr-section-head mr-card-head">
        <H2 id={`${ID}-${uid}`} className="mr-path-card-title">
          {t.card({ n })}
        </H2>
        <Button
          variant="minimal"
          intent="danger"
          icon={<TrashIcon />}
          text={t.remove()}
          aria-label={t.removeLabel({ n })}
          onClick={onRemove}
        />
      </div>
      <form.Subscribe selector={(s): MediaType => s.values.paths[index]?.type ?? "movie"}>
        {(kind) => {
          const skipped = !isRecognised(kind);
          return (
            <>
              <form.Field name={name("type")}>
                {(field) => (
                  <SelectField
                    {...bindField(field, ID)}
                    label={t.type()}
                    helper={skipped ? t.typeHelpSkipped() : t.typeHelp()}
                    options={MEDIA_TYPES.map((value) => ({ value, label: t.types[value]() }))}
                  />
                )}
              </form.Field>
              <form.Field name={name("download_path")}>
                {(field) => (
                  <TextField
                    {...bindField(field, ID)}
                    label={t.downloadPath()}
                    helper={t.downloadPathHelp()}
                  />
                )}
              </form.Field>
              {showQbitCate && (
                <form.Field name={name("qbit_cate")}>
                  {(field) => (
                    <TextField
                      {...bindField(field, ID)}
                      label={t.qbitCate()}
                      helper={t.qbitCateHelp()}
                    />
                  )}
                </form.Field>
              )}
              <form.Field name={name("source_dir")}>
                {(field) => (
                  <PathFolderField field={field} uid={uid} which="source_dir" checks={checks} />
                )}
              </form.Field>
              <form.Field name={name("target_dir")}>
                {(field) => (
                  <PathFolderField
                    field={field}
                    uid={uid}
                    which="target_dir"
                    checks={checks}
                    disabled={skipped}
                  />
                )}
              </form.Field>
              <form.Field name={name("file_process_mode")}>
                {(field) => (
                  <SelectField
                    {...bindField(field, ID)}
                    label={t.mode()}
                    helper={t.modeHelp[field.state.value]()}
                    options={FILE_MODES.map((value) => ({ value, label: t.modes[value]() }))}
                    disabled={skipped}
                  />
                )}
              </form.Field>
              <form.Field name={name("use_area_folder")}>
                {(field) => (
                  <CheckboxField
                    id={`${ID}-${uid}-area`}
                    label={t.areaFolder()}
                    checked={field.state.value}
                    onChange={field.handleChange}
                    onBlur={field.handleBlur}
                    disabled={skipped}
                  />
                )}
              </form.Field>
            </>
          );
        }}
      </form.Subscribe>
    </Card>
  );
}
