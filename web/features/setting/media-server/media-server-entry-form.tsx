import { bindCheckbox, bindField } from "../../../components/bind-field";
import { CheckboxField } from "../../../components/checkbox-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useForm } from "../../../lib/forms";
import { useLazySchema } from "../../../lib/lazy-schema";
import { type MediaServerType, mediaServerQueryKey } from "../../config/api/get-media-server";
import { testMediaServer } from "../../config/api/test-media-server";
import { TokenHelp } from "../../config/media-server/token-help";
import { healthQueryKey } from "../hub/api/get-health";
import { serviceLabel } from "../hub/service-icon";
import { EntryForm, SAVE_META, useCheckedEntry } from "../shared/hub-entry-form";
import { deleteMediaServer } from "./api/delete-media-server";
import { type MediaServerEntry, mediaServersQueryKey } from "./api/get-media-servers";
import { saveMediaServerEntry } from "./api/save-media-server-entry";
import {
  createMediaServerEntrySchema,
  toMediaServerEntryBody,
  toMediaServerEntryValues,
} from "./media-server-entry-schema";

const ID = "setting-media-server";

export type MediaServerEntryFormProps = { kind: MediaServerType; entry?: MediaServerEntry };

/** One media server of the hub's list: add (no entry) or edit, 测试连接, 删除. */
export function MediaServerEntryForm({ kind, entry }: MediaServerEntryFormProps) {
  const { LL } = useI18nContext();
  const t = LL.settingHub.mediaServer;
  const m = LL.configServices.mediaServer;
  // The wizard's single record follows the master entry: refresh it too.
  const checked = useCheckedEntry(
    [mediaServersQueryKey, mediaServerQueryKey, healthQueryKey],
    entry,
    {
      save: saveMediaServerEntry,
      test: testMediaServer,
      toTest: (body) => ({ type: kind, url: body.url, token: body.token }),
    },
  );
  const schema = useLazySchema(() => createMediaServerEntrySchema(LL, kind), [LL, kind]);
  const form = useForm({
    defaultValues: toMediaServerEntryValues(kind, entry),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmitMeta: SAVE_META,
    onSubmit: ({ value, meta }) =>
      checked.submit(toMediaServerEntryBody(kind, entry?.name ?? "", value), meta),
  });

  return (
    <EntryForm
      form={form}
      label={t.title({ type: serviceLabel(kind) })}
      entry={checked}
      deletion={
        entry && {
          question: t.deleteConfirm({ name: entry.name }),
          remove: () => checked.save.run(() => deleteMediaServer(kind, entry.name)),
        }
      }
    >
      <form.Field name="name">
        {(field) => <TextField {...bindField(field, ID)} label={t.name()} helper={t.nameHelp()} />}
      </form.Field>
      <form.Field name="url">
        {(field) => (
          <TextField
            {...bindField(field, ID)}
            label={LL.configForms.url()}
            helper={m.urlHelp({ name: serviceLabel(kind) })}
          />
        )}
      </form.Field>
      <form.Field name="internet_url">
        {(field) => (
          <TextField
            {...bindField(field, ID)}
            label={t.internetUrl()}
            helper={t.internetUrlHelp()}
          />
        )}
      </form.Field>
      <form.Field name="token">
        {(field) => (
          <TextField
            {...bindField(field, ID)}
            label={kind === "plex" ? m.plexToken() : m.apiKey()}
            helper={
              <form.Subscribe selector={(state) => state.values.url}>
                {(url) => <TokenHelp kind={kind} url={url} />}
              </form.Subscribe>
            }
          />
        )}
      </form.Field>
      <form.Field name="master_server">
        {(field) => <CheckboxField {...bindCheckbox(field, ID)} label={t.master()} />}
      </form.Field>
      <form.Field name="refresh_media_server">
        {(field) => <CheckboxField {...bindCheckbox(field, ID)} label={t.refresh()} />}
      </form.Field>
    </EntryForm>
  );
}
