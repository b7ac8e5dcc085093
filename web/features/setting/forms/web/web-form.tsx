import { useForm } from "@tanstack/react-form";
import { bindField } from "../../../../components/bind-field";
import { NumberField } from "../../../../components/number-field";
import { TextField } from "../../../../components/text-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../../lib/form-validation";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { submitHandler } from "../../../../lib/submit-handler";
import { webQueryKey } from "../../../config/api/get-web";
import { useSettingSave } from "../../shared/use-setting-save";
import { type SettingWeb, settingWebQueryKey } from "../api/get-web";
import { saveSettingWeb } from "../api/save-web";
import { SettingFormActions } from "../setting-form-actions";
import { createWebSchema, toSettingWeb, toWebValues } from "./web-schema";

const ID = "setting-web";

/** 网站访问设置: external address, listen host and port (host and port apply after a restart). */
export function WebForm({ initial }: { initial: SettingWeb }) {
  const { LL } = useI18nContext();
  const t = LL.settingForms.web;
  // /config/web shows the same stored record.
  const save = useSettingSave([settingWebQueryKey, webQueryKey]);
  const schema = useLazySchema(() => createWebSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toWebValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await save.run(() => saveSettingWeb(toSettingWeb(value)));
    },
  });

  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={LL.routes.settingEditWeb()}>
      <form.Field name="server_url">
        {(field) => (
          <TextField {...bindField(field, ID)} label={t.serverUrl()} helper={t.serverUrlHelp()} />
        )}
      </form.Field>
      <form.Field name="host">
        {(field) => <TextField {...bindField(field, ID)} label={t.host()} helper={t.hostHelp()} />}
      </form.Field>
      <form.Field name="port">
        {(field) => (
          <NumberField
            {...bindField(field, ID)}
            label={t.port()}
            helper={t.portHelp()}
            min={1}
            max={65535}
            maxLength={5}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <SettingFormActions error={save.error} submitting={submitting} />}
      </form.Subscribe>
    </form>
  );
}
