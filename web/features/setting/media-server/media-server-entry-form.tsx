import { useForm } from "@tanstack/react-form";
import { bindCheckbox, bindField } from "../../../components/bind-field";
import { CheckboxField } from "../../../components/checkbox-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useLazySchema } from "../../../lib/lazy-schema";
import { submitHandler } from "../../../lib/submit-handler";
import { type MediaServerType, mediaServerQueryKey } from "../../config/api/get-media-server";
import { testMediaServer } from "../../config/api/test-media-server";
import { HealthTag } from "../../config/health-tag";
import { TokenHelp } from "../../config/media-server/token-help";
import { useServiceCheck } from "../../config/use-service-check";
import { healthQueryKey } from "../hub/api/get-health";
import { serviceLabel } from "../hub/service-icon";
import { entryHealth, warnWhenDown } from "../shared/hub-checked-save";
import { EntryFooter } from "../shared/hub-entry-footer";
import { useSettingSave } from "../shared/use-setting-save";
import { deleteMediaServer } from "./api/delete-media-server";
import { type MediaServerEntry, mediaServersQueryKey } from "./api/get-media-servers";
import { saveMediaServerEntry } from "./api/save-media-server-entry";
import {
  createMediaServerEntrySchema,
  toMediaServerEntryBody,
  toMediaServerEntryValues,
} from "./media-server-entry-schema";

const ID = "setting-media-server";
type SubmitMeta = { action: "save" | "test" };

export type MediaServerEntryFormProps = { kind: MediaServerType; entry?: MediaServerEntry };

/** One media server of the hub's list: add (no entry) or edit, 测试连接, 删除. */
export function MediaServerEntryForm({ kind, entry }: MediaServerEntryFormProps) {
  const { LL } = useI18nContext();
  const t = LL.settingHub.mediaServer;
  const m = LL.configForms.mediaServer;
  // The wizard's single record follows the master entry: refresh it too.
  const save = useSettingSave([mediaServersQueryKey, mediaServerQueryKey, healthQueryKey]);
  const check = useServiceCheck(entryHealth(entry), testMediaServer, LL.common.saveFailed());
  const schema = useLazySchema(() => createMediaServerEntrySchema(LL, kind), [LL, kind]);
  const form = useForm({
    defaultValues: toMediaServerEntryValues(kind, entry),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmitMeta: { action: "save" } as SubmitMeta,
    onSubmit: async ({ value, meta }) => {
      const body = toMediaServerEntryBody(kind, entry?.name ?? "", value);
      if (meta.action === "test") {
        save.clearError();
        await check.runTest({ type: kind, url: body.url, token: body.token });
        return;
      }
      await save.run(warnWhenDown(() => saveMediaServerEntry(body)));
    },
  });

  return (
    <form
      noValidate
      onSubmit={submitHandler(form)}
      aria-label={t.title({ type: serviceLabel(kind) })}
    >
      <HealthTag
        health={check.health}
        shownElsewhere={[check.testResult?.message, save.error ?? undefined]}
      />
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
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <EntryFooter
            error={save.error}
            testResult={check.testResult}
            submitting={submitting}
            testing={check.testing}
            onTest={() => void form.handleSubmit({ action: "test" })}
            deletion={
              entry && {
                question: t.deleteConfirm({ name: entry.name }),
                remove: () => save.run(() => deleteMediaServer(kind, entry.name)),
              }
            }
          />
        )}
      </form.Subscribe>
    </form>
  );
}
