import { bindField } from "../../../components/bind-field";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useForm } from "../../../lib/forms";
import { useLazySchema } from "../../../lib/lazy-schema";
import { type DownloadClientRecord, downloadClientQueryKey } from "../api/get-download-client";
import { saveDownloadClient } from "../api/save-download-client";
import { testDownloadClient } from "../api/test-download-client";
import { CheckedServiceForm } from "../checked-service-form";
import { type ServiceAction, useCheckedService } from "../use-checked-service";
import { DownloadClientAccountFields } from "./download-client-fields";
import {
  createDownloadClientSchema,
  DOWNLOAD_CLIENT_TYPES,
  toDownloadClientSettings,
  toDownloadClientValues,
} from "./download-client-schema";

const ID = "config-download-client";
type SubmitMeta = { action: ServiceAction };

/** 下载工具设置: client, address and account, with the saved connection's health and 测试连接. */
export function DownloadClientForm({ initial }: { initial: DownloadClientRecord }) {
  const { LL } = useI18nContext();
  const t = LL.configServices.downloadClient;
  const service = useCheckedService(downloadClientQueryKey, initial.health, {
    save: saveDownloadClient,
    test: testDownloadClient,
  });
  const schema = useLazySchema(() => createDownloadClientSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toDownloadClientValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmitMeta: { action: "save" } as SubmitMeta,
    onSubmit: ({ value, meta }) => service.submit(toDownloadClientSettings(value), meta.action),
  });

  return (
    <CheckedServiceForm form={form} label={LL.routes.setupDownloadClient()} service={service}>
      <form.Field name="type">
        {(field) => (
          <SelectField
            {...bindField(field, ID)}
            label={t.type()}
            helper={t.typeHelp()}
            options={DOWNLOAD_CLIENT_TYPES}
          />
        )}
      </form.Field>
      <form.Field name="url">
        {(field) => (
          <TextField {...bindField(field, ID)} label={LL.configForms.url()} helper={t.urlHelp()} />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.type}>
        {(kind) => (
          <DownloadClientAccountFields
            kind={kind}
            field={{
              text: (name, render) => <form.Field name={name}>{render}</form.Field>,
              flag: (name, render) => <form.Field name={name}>{render}</form.Field>,
            }}
          />
        )}
      </form.Subscribe>
    </CheckedServiceForm>
  );
}
