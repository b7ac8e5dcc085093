import { useForm } from "@tanstack/react-form";
import { bindField } from "../../../components/bind-field";
import { NumberField } from "../../../components/number-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useLazySchema } from "../../../lib/lazy-schema";
import { submitHandler } from "../../../lib/submit-handler";
import { type WebSettings, webQueryKey } from "../api/get-web";
import { saveWeb } from "../api/save-web";
import { FormActions } from "../form-actions";
import { FormFeedback } from "../form-feedback";
import { useSaveFlow } from "../use-save-flow";
import { createWebSchema, PORT_MAX_LENGTH, toWebSettings, toWebValues } from "./web-schema";

const ID = "config-web";

/** 网站访问设置: the external address and the port (which applies after a restart). */
export function WebForm({ initial }: { initial: WebSettings }) {
  const { LL } = useI18nContext();
  const t = LL.configForms.web;
  const flow = useSaveFlow(webQueryKey, LL.common.saveFailed());
  const schema = useLazySchema(() => createWebSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toWebValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await flow.save(() => saveWeb(toWebSettings(value)));
    },
  });

  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={LL.routes.setupWeb()}>
      <form.Field name="server_url">
        {(field) => (
          <TextField {...bindField(field, ID)} label={t.serverUrl()} helper={t.serverUrlHelp()} />
        )}
      </form.Field>
      <form.Field name="port">
        {(field) => (
          <NumberField
            {...bindField(field, ID)}
            label={t.port()}
            helper={t.portHelp()}
            min={1}
            max={65535}
            maxLength={PORT_MAX_LENGTH}
          />
        )}
      </form.Field>
      <FormFeedback error={flow.error} saved={flow.outcome} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <FormActions mode={flow.mode} submitting={submitting} />}
      </form.Subscribe>
    </form>
  );
}
