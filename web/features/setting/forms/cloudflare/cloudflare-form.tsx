import { bindField } from "../../../../components/bind-field";
import { TextField } from "../../../../components/text-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../../lib/form-validation";
import { useForm } from "../../../../lib/forms";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { useSettingSave } from "../../shared/use-setting-save";
import { type PassCloudflare, passCloudflareQueryKey } from "../api/get-pass-cloudflare";
import { savePassCloudflare } from "../api/save-pass-cloudflare";
import { SettingForm } from "../setting-form";
import { createCloudflareSchema, toCloudflareValues, toPassCloudflare } from "./cloudflare-schema";

const ID = "setting-cloudflare";

/** Cloudflare穿透设置: the address of a local FlareSolverr, or nothing for the hosted service. */
export function CloudflareForm({ initial }: { initial: PassCloudflare }) {
  const { LL } = useI18nContext();
  const t = LL.settingForms.cloudflare;
  const save = useSettingSave([passCloudflareQueryKey]);
  const schema = useLazySchema(() => createCloudflareSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toCloudflareValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await save.run(() => savePassCloudflare(toPassCloudflare(value)));
    },
  });

  return (
    <SettingForm form={form} label={LL.routes.settingPassCloudflare()} error={save.error}>
      <form.Field name="fs_api">
        {(field) => (
          <TextField {...bindField(field, ID)} label={t.fsApi()} helper={t.fsApiHelp()} />
        )}
      </form.Field>
    </SettingForm>
  );
}
