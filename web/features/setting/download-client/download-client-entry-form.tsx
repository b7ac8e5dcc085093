import { useQuery } from "@tanstack/react-query";
import { bindCheckbox, bindField } from "../../../components/bind-field";
import { CheckboxField } from "../../../components/checkbox-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { errorMessage } from "../../../lib/error-message";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useForm } from "../../../lib/forms";
import { useLazySchema } from "../../../lib/lazy-schema";
import {
  type DownloadClientType,
  downloadClientQueryKey,
} from "../../config/api/get-download-client";
import { testDownloadClient } from "../../config/api/test-download-client";
import { healthQueryKey } from "../hub/api/get-health";
import { EntryForm, SAVE_META, useCheckedEntry } from "../shared/hub-entry-form";
import { deleteDownloadClient } from "./api/delete-download-client";
import { type DownloadClientEntry, downloadClientsQueryKey } from "./api/get-download-clients";
import { sitesQueryOptions } from "./api/get-sites";
import { saveDownloadClientEntry } from "./api/save-download-client-entry";
import { DownloadClientAccountFields, ID } from "./download-client-entry-fields";
import {
  createDownloadClientEntrySchema,
  toDownloadClientEntryBody,
  toDownloadClientEntryValues,
  toTestBody,
} from "./download-client-entry-schema";
import { SiteSelect } from "./site-select";

export type DownloadClientEntryFormProps = {
  kind: DownloadClientType;
  entry?: DownloadClientEntry;
  /** The form's name for screen readers: the page title. */
  title: string;
};

/** One download client of the hub's list: add (no entry) or edit, 测试连接, 删除. */
export function DownloadClientEntryForm({ kind, entry, title }: DownloadClientEntryFormProps) {
  const { LL } = useI18nContext();
  const t = LL.settingHub.downloadClient;
  const c = LL.configServices.downloadClient;
  const sites = useQuery(sitesQueryOptions());
  // The wizard's single record follows the default entry: refresh it too.
  const checked = useCheckedEntry(
    [downloadClientsQueryKey, downloadClientQueryKey, healthQueryKey],
    entry,
    { save: saveDownloadClientEntry, test: testDownloadClient, toTest: toTestBody },
  );
  const schema = useLazySchema(() => createDownloadClientEntrySchema(LL, kind), [LL, kind]);
  const form = useForm({
    defaultValues: toDownloadClientEntryValues(entry),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmitMeta: SAVE_META,
    onSubmit: ({ value, meta }) =>
      checked.submit(toDownloadClientEntryBody(kind, entry?.name ?? null, value), meta),
  });

  return (
    <EntryForm
      form={form}
      label={title}
      entry={checked}
      deletion={
        entry && {
          question: t.deleteConfirm({ name: entry.name }),
          remove: () => checked.save.run(() => deleteDownloadClient(entry.name)),
        }
      }
    >
      <form.Field name="name">
        {(field) => <TextField {...bindField(field, ID)} label={t.name()} helper={t.nameHelp()} />}
      </form.Field>
      <form.Field name="url">
        {(field) => (
          <TextField {...bindField(field, ID)} label={LL.configForms.url()} helper={c.urlHelp()} />
        )}
      </form.Field>
      <DownloadClientAccountFields
        kind={kind}
        field={{ text: (name, render) => <form.Field name={name}>{render}</form.Field> }}
      />
      <form.Field name="site_id">
        {(field) => (
          <SiteSelect
            id={`${ID}-sites`}
            value={field.state.value}
            onChange={field.handleChange}
            sites={sites.data}
            loadError={sites.isError ? (errorMessage(sites.error) ?? "") : undefined}
          />
        )}
      </form.Field>
      <form.Field name="is_default">
        {(field) => <CheckboxField {...bindCheckbox(field, ID)} label={t.isDefault()} />}
      </form.Field>
      {kind === "qbittorrent" && (
        <form.Field name="need_login">
          {(field) => <CheckboxField {...bindCheckbox(field, ID)} label={c.needLogin()} />}
        </form.Field>
      )}
      <form.Field name="monitor_all_torrents">
        {(field) => <CheckboxField {...bindCheckbox(field, ID)} label={c.monitorAll()} />}
      </form.Field>
    </EntryForm>
  );
}
