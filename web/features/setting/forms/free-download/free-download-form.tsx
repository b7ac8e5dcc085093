import { useForm } from "@tanstack/react-form";
import { bindCheckbox, bindField } from "../../../../components/bind-field";
import { CheckboxField } from "../../../../components/checkbox-field";
import { NumberField } from "../../../../components/number-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../../lib/form-validation";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { submitHandler } from "../../../../lib/submit-handler";
import { freeDownloadQueryKey } from "../../../config/api/get-free-download";
import { PathPickerField } from "../../../path-picker/path-picker-field";
import { useSettingSave } from "../../shared/use-setting-save";
import { type SettingFreeDownload, settingFreeDownloadQueryKey } from "../api/get-free-download";
import { saveSettingFreeDownload } from "../api/save-free-download";
import { SettingFormActions } from "../setting-form-actions";
import {
  createSettingFreeDownloadSchema,
  toSettingFreeDownload,
  toSettingFreeDownloadValues,
} from "./free-download-schema";

const ID = "setting-free-download";
const NUMBERS = [
  ["available_space", "availableSpace", 50],
  ["avg_statistics_period", "statisticsPeriod", 1],
  ["upload_mbps_maximum", "uploadMax", 1],
] as const;

/** 设置流量管理: the /config/free-download fields plus the active-torrent limit. */
export function FreeDownloadForm({ initial }: { initial: SettingFreeDownload }) {
  const { LL } = useI18nContext();
  const t = LL.configForms.freeDownload;
  const more = LL.settingForms.freeDownload;
  // /config/free-download shows the same stored record.
  const save = useSettingSave([settingFreeDownloadQueryKey, freeDownloadQueryKey]);
  const schema = useLazySchema(() => createSettingFreeDownloadSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toSettingFreeDownloadValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await save.run(() => saveSettingFreeDownload(toSettingFreeDownload(value)));
    },
  });

  return (
    <form
      noValidate
      onSubmit={submitHandler(form)}
      aria-label={LL.routes.settingEditFreeDownload()}
    >
      <form.Field name="save_path">
        {(field) => (
          <PathPickerField
            {...bindField(field, ID)}
            editable
            label={t.savePath()}
            helper={t.savePathHelp()}
          />
        )}
      </form.Field>
      {NUMBERS.map(([name, key, min]) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <NumberField
              {...bindField(field, ID)}
              label={t[key]()}
              helper={t[`${key}Help`]()}
              min={min}
            />
          )}
        </form.Field>
      ))}
      <form.Field name="maximum_active_torrent">
        {(field) => (
          <NumberField
            {...bindField(field, ID)}
            label={more.maxActive()}
            helper={more.maxActiveHelp()}
            min={0}
          />
        )}
      </form.Field>
      <form.Field name="accept_hr">
        {(field) => (
          <CheckboxField
            {...bindCheckbox(field, ID)}
            label={LL.settingForms.freeDownload.acceptHR()}
            helper={LL.settingForms.freeDownload.acceptHRHelp()}
          />
        )}
      </form.Field>
      <form.Field name="enable">
        {(field) => <CheckboxField {...bindCheckbox(field, ID)} label={t.enable()} />}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <SettingFormActions error={save.error} submitting={submitting} />}
      </form.Subscribe>
    </form>
  );
}
