import { useMemo, useState } from "react";
import { ErrorBanner } from "../../../components/error-banner";
import type { SchemaValues } from "../../../components/schema-form/field-descriptor";
import { SchemaFields } from "../../../components/schema-form/schema-fields";
import {
  type SchemaSubmitMeta,
  useSchemaForm,
} from "../../../components/schema-form/use-schema-form";
import { useI18nContext } from "../../../i18n/i18n-react";
import { submitHandler } from "../../../lib/submit-handler";
import { useSettingSave } from "../shared/use-setting-save";
import { deleteNotify } from "./api/delete-notify";
import type { NotifyDefinition } from "./api/get-definition";
import { type NotifyBody, notifyListQueryKey, saveNotify } from "./api/save-notify";
import { testNotify } from "./api/test-notify";
import { DeleteNotifyButton } from "./delete-notify-button";
import { NotifyActions } from "./notify-actions";
import { notifyFields, notifyInitialValues } from "./notify-fields";

const ID = "setting-notify";
const definitionsKey = ["notify", "get_definition"] as const;

export type NotifyFormProps = {
  type: string;
  /** The name the channel is saved under; "" for a new channel. */
  original: string;
  definition: NotifyDefinition;
};

type Busy = "test" | "save" | "delete" | null;

/**
 * The channel form: test sends with the values as typed (saved or not),
 * save stores them under the original name (so a rename replaces the entry)
 * and returns to the hub, delete asks first. The last refusal stays above the buttons.
 */
export function NotifyForm({ type, original, definition }: NotifyFormProps) {
  const { LL } = useI18nContext();
  const fields = useMemo(() => notifyFields(definition, LL), [definition, LL]);
  const initial = useMemo(() => notifyInitialValues(fields, definition), [fields, definition]);
  const requiredMessage = useMemo(() => (label: string) => LL.schemaForm.required({ label }), [LL]);
  const saver = useSettingSave([notifyListQueryKey, definitionsKey]);
  const tester = useSettingSave([], { stay: true });
  const remover = useSettingSave([notifyListQueryKey, definitionsKey]);
  const [busy, setBusy] = useState<Busy>(null);

  async function act(action: Exclude<Busy, null>, call: () => Promise<unknown>) {
    for (const s of [saver, tester, remover]) s.clearError();
    setBusy(action);
    try {
      await call();
    } finally {
      setBusy(null);
    }
  }

  const bodyOf = (args: SchemaValues): NotifyBody => ({ type, name: original || null, args });
  const form = useSchemaForm({
    fields,
    initial,
    requiredMessage,
    onSubmit: (values, meta: SchemaSubmitMeta) =>
      meta.action === "test"
        ? act("test", () => tester.run(() => testNotify(bodyOf(values))))
        : act("save", () => saver.run(() => saveNotify(bodyOf(values)))),
  });
  const error = saver.error ?? tester.error ?? remover.error;

  return (
    <form
      noValidate
      aria-label={LL.settingNotify.edit.title({ name: definition.name })}
      onSubmit={submitHandler(form)}
    >
      <SchemaFields form={form} fields={fields} idPrefix={ID} disabled={busy !== null} />
      {error && <ErrorBanner message={error} />}
      <NotifyActions
        busy={busy}
        onTest={() => void form.handleSubmit({ action: "test" })}
        remove={
          original && definition.config ? (
            <DeleteNotifyButton
              name={original}
              disabled={busy !== null}
              loading={busy === "delete"}
              onConfirm={() => act("delete", () => remover.run(() => deleteNotify(type, original)))}
            />
          ) : null
        }
      />
    </form>
  );
}
