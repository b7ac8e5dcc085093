import { Link } from "wouter";
import { bindField } from "../../../../components/bind-field";
import { CheckboxField } from "../../../../components/checkbox-field";
import { ExternalLink } from "../../../../components/external-link";
import { SelectField } from "../../../../components/select-field";
import { TextField } from "../../../../components/text-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../../lib/form-validation";
import { useForm } from "../../../../lib/forms";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { paths } from "../../../../lib/paths";
import { useSettingSave } from "../../shared/use-setting-save";
import { type LinkSetting, linkSettingQueryKey } from "../api/get-link-setting";
import { saveLinkSetting } from "../api/save-link-setting";
import { SettingForm } from "../setting-form";
import { SettingGroup } from "../setting-group";
import { createLinkSchema, toLinkSetting, toLinkValues } from "./link-schema";

const ID = "setting-link";
const HOW_TO = "https://yee329.notion.site/ed17e503e361449e8f364104d64ab150";
const GROUPS = [
  ["movie", "movie_filename_format", "movie_folder_format"],
  ["tv", "tv_filename_format", "tv_folder_format"],
] as const;
const OTHER = [
  ["disc_single_folder", "discSingleFolder"],
  ["fix_emby_bdmv_bug", "fixEmbyBdmv"],
  ["recognize", "recognize"],
  ["exact_year", "exactYear"],
  ["use_unknown_dir", "unknownDir"],
] as const;

/** 识别与整理设置: the default file mode, how organised files are named, and recognition options. */
export function LinkForm({ initial }: { initial: LinkSetting }) {
  const { LL } = useI18nContext();
  const t = LL.settingLibrary.link;
  const save = useSettingSave([linkSettingQueryKey]);
  const schema = useLazySchema(() => createLinkSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toLinkValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await save.run(() => saveLinkSetting(toLinkSetting(value)));
    },
  });
  const modes = [
    { value: "link" as const, label: t.modeLink() },
    { value: "copy" as const, label: t.modeCopy() },
  ];
  const filenameHelp = (
    <>
      {t.filenameHelp()} <ExternalLink href={HOW_TO}>{t.learnMore()}</ExternalLink>
    </>
  );

  return (
    <SettingForm form={form} label={LL.routes.settingEditLink()} error={save.error}>
      <form.Field name="file_process_mode">
        {(field) => (
          <SelectField
            {...bindField(field, ID)}
            label={t.mode()}
            helper={t.modeHelp()}
            options={modes}
          />
        )}
      </form.Field>
      {GROUPS.map(([kind, filename, folder]) => (
        <SettingGroup key={kind} id={`${ID}-${kind}`} legend={t[kind]()}>
          <form.Field name={filename}>
            {(field) => (
              <TextField {...bindField(field, ID)} label={t.filename()} helper={filenameHelp} />
            )}
          </form.Field>
          <form.Field name={folder}>
            {(field) => (
              <TextField {...bindField(field, ID)} label={t.folder()} helper={t.folderHelp()} />
            )}
          </form.Field>
        </SettingGroup>
      ))}
      <SettingGroup id={`${ID}-other`} legend={t.other()}>
        {OTHER.map(([name, key]) => (
          <form.Field key={name} name={name}>
            {(field) => (
              // Built-in recognition is always on: shown, checked and disabled, so nobody looks for it.
              <CheckboxField
                id={`${ID}-${name}`}
                label={t[key]()}
                helper={
                  name === "recognize" ? (
                    <>
                      {t.recognizeHelp()}{" "}
                      <Link href={paths.setting.recognitionRules}>{t.rulesLink()}</Link>
                    </>
                  ) : undefined
                }
                checked={name === "recognize" || field.state.value}
                disabled={name === "recognize"}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
        ))}
      </SettingGroup>
    </SettingForm>
  );
}
