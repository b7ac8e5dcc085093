import { bindCheckbox, bindField } from "../../../../components/bind-field";
import { CheckboxField } from "../../../../components/checkbox-field";
import { ExternalLink } from "../../../../components/external-link";
import { MultiSelectField } from "../../../../components/multi-select-field";
import { NumberField } from "../../../../components/number-field";
import { TextField } from "../../../../components/text-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../../lib/form-validation";
import { useForm } from "../../../../lib/forms";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { useSettingSave } from "../../shared/use-setting-save";
import { type SubtitleSetting, subtitleQueryKey } from "../api/get-subtitle";
import { saveSubtitle } from "../api/save-subtitle";
import { SettingForm } from "../setting-form";
import {
  createSubtitleSchema,
  EXCLUDE_AREAS,
  FINDERS,
  FORMATS,
  SYNC_LANGUAGES,
  toSubtitleSetting,
  toSubtitleValues,
} from "./subtitle-schema";

const ID = "setting-subtitle";
const JINJA = "https://jinja.palletsprojects.com/en/stable/templates/";
const EMBY_NAMING = "https://emby.media/support/articles/Subtitles.html";
const CHOICES = [
  ["exclude_area", "excludeArea", EXCLUDE_AREAS],
  ["finder_type", "finder", FINDERS],
  ["filter_type", "format", FORMATS],
  ["sync_language", "syncLanguage", SYNC_LANGUAGES],
] as const;
const KEYS = [
  ["assrt_token", "assrtToken"],
  ["opensubtitles_api_key", "openSubtitlesKey"],
] as const;

/** 设置字幕自动下载: how long to look, how to name the files, which subtitles to take. */
export function SubtitleForm({ initial }: { initial: SubtitleSetting }) {
  const { LL } = useI18nContext();
  const t = LL.settingLibrary.subtitle;
  const save = useSettingSave([subtitleQueryKey]);
  const schema = useLazySchema(() => createSubtitleSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toSubtitleValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      // As the original: the downloader reads these at start-up, so say a restart is needed.
      await save.run(async () => ({
        ...(await saveSubtitle(toSubtitleSetting(value))),
        message: t.savedRestart(),
      }));
    },
  });
  const templateHelp = (
    <>
      {t.templateHelp()} <ExternalLink href={JINJA}>{t.templateDoc()}</ExternalLink>{" "}
      <ExternalLink href={EMBY_NAMING}>{t.embyNaming()}</ExternalLink>
    </>
  );

  return (
    <SettingForm form={form} label={LL.routes.settingEditSubtitle()} error={save.error}>
      <form.Field name="not_found_stop_minutes">
        {(field) => (
          <NumberField
            {...bindField(field, ID)}
            label={t.waitLimit()}
            helper={t.waitLimitHelp()}
            min={0}
          />
        )}
      </form.Field>
      <form.Field name="file_name_template">
        {(field) => (
          <TextField {...bindField(field, ID)} label={t.template()} helper={templateHelp} />
        )}
      </form.Field>
      {CHOICES.map(([name, key, options]) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <MultiSelectField
              {...bindField(field, ID)}
              label={t[key]()}
              helper={
                key === "syncLanguage"
                  ? `${t.syncLanguageHelp()}${t.syncLanguageHow()}`
                  : t[`${key}Help`]()
              }
              options={options}
            />
          )}
        </form.Field>
      ))}
      {KEYS.map(([name, key]) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <TextField {...bindField(field, ID)} label={t[key]()} helper={t[`${key}Help`]()} />
          )}
        </form.Field>
      ))}
      <form.Field name="enable">
        {(field) => <CheckboxField {...bindCheckbox(field, ID)} label={t.enable()} />}
      </form.Field>
    </SettingForm>
  );
}
