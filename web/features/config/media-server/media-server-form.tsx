import { bindField } from "../../../components/bind-field";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useForm } from "../../../lib/forms";
import { useLazySchema } from "../../../lib/lazy-schema";
import { type MediaServerRecord, mediaServerQueryKey } from "../api/get-media-server";
import { saveMediaServer } from "../api/save-media-server";
import { testMediaServer } from "../api/test-media-server";
import { CheckedServiceForm } from "../checked-service-form";
import { type ServiceAction, useCheckedService } from "../use-checked-service";
import {
  createMediaServerSchema,
  MEDIA_SERVER_TYPES,
  mediaServerName,
  toMediaServerSettings,
  toMediaServerValues,
} from "./media-server-schema";
import { TokenHelp } from "./token-help";

const ID = "config-media-server";
type SubmitMeta = { action: ServiceAction };

/** 媒体服务设置: type, address and key, with the saved connection's health and 测试连接. */
export function MediaServerForm({ initial }: { initial: MediaServerRecord }) {
  const { LL } = useI18nContext();
  const t = LL.configServices.mediaServer;
  const service = useCheckedService(mediaServerQueryKey, initial.health, {
    save: saveMediaServer,
    test: testMediaServer,
  });
  const schema = useLazySchema(() => createMediaServerSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toMediaServerValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmitMeta: { action: "save" } as SubmitMeta,
    onSubmit: ({ value, meta }) => service.submit(toMediaServerSettings(value), meta.action),
  });

  return (
    <CheckedServiceForm form={form} label={LL.routes.setupMediaServer()} service={service}>
      <form.Field name="type">
        {(field) => (
          <SelectField {...bindField(field, ID)} label={t.type()} options={MEDIA_SERVER_TYPES} />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.type}>
        {(kind) => (
          <>
            <form.Field name="url">
              {(field) => (
                <TextField
                  {...bindField(field, ID)}
                  label={LL.configForms.url()}
                  helper={t.urlHelp({ name: mediaServerName(kind) })}
                />
              )}
            </form.Field>
            <form.Field name="token">
              {(field) => (
                <TextField
                  {...bindField(field, ID)}
                  label={kind === "plex" ? t.plexToken() : t.apiKey()}
                  helper={
                    <form.Subscribe selector={(state) => state.values.url}>
                      {(url) => <TokenHelp kind={kind} url={url} />}
                    </form.Subscribe>
                  }
                />
              )}
            </form.Field>
          </>
        )}
      </form.Subscribe>
    </CheckedServiceForm>
  );
}
