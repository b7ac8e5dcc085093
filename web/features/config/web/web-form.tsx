import { useForm } from "@tanstack/react-form";
import { bindField } from "../../../components/bind-field";
import { NumberField } from "../../../components/number-field";
import { TextField } from "../../../components/text-field";
import type { Saved } from "../../../lib/api/config-request";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import type { LazySchema } from "../../../lib/lazy-schema";
import { submitHandler } from "../../../lib/submit-handler";
import type { FormFrame } from "../form-frame";
import { PORT_MAX_LENGTH, type WebValues } from "./web-schema";

/** /setting/edit-web also sets the listen host (left as given and unsent on /config). */
export type WebFormValues = WebValues & { host: string };

/**
 * The words of the fields: each route has its own (and its own namespace:
 * /config does not load settingForms, so 主机's words come with the texts).
 */
type WebTexts = {
  serverUrl: () => string;
  serverUrlHelp: () => string;
  port: () => string;
  portHelp: () => string;
  host?: () => string;
  hostHelp?: () => string;
};

export type WebFormProps = {
  /** The fields' id prefix and the form's name, as the route has them. */
  id: string;
  label: string;
  texts: WebTexts;
  initial: WebFormValues;
  /** Shows 主机 (/setting/edit-web). */
  host?: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: the route's own schema (LazySchema types loosely).
  schema: LazySchema<any>;
  send: (values: WebFormValues) => Promise<Saved<unknown>>;
  frame: FormFrame;
};

/**
 * 网站访问设置, for /setup/web, /config/web and /setting/edit-web: the
 * external address and the port (and, on /setting, the listen host); host
 * and port apply after a restart.
 */
export function WebForm(props: WebFormProps) {
  const { id, label, texts: t, initial, host = false, schema, send, frame } = props;
  const form = useForm({
    defaultValues: initial,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await frame.save(() => send(value));
    },
  });

  const hostWords = host && t.host && t.hostHelp ? { label: t.host(), helper: t.hostHelp() } : null;
  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={label}>
      <form.Field name="server_url">
        {(field) => (
          <TextField {...bindField(field, id)} label={t.serverUrl()} helper={t.serverUrlHelp()} />
        )}
      </form.Field>
      {hostWords && (
        <form.Field name="host">
          {(field) => (
            <TextField
              {...bindField(field, id)}
              label={hostWords.label}
              helper={hostWords.helper}
            />
          )}
        </form.Field>
      )}
      <form.Field name="port">
        {(field) => (
          <NumberField
            {...bindField(field, id)}
            label={t.port()}
            helper={t.portHelp()}
            min={1}
            max={65535}
            maxLength={PORT_MAX_LENGTH}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => frame.footer(submitting)}
      </form.Subscribe>
    </form>
  );
}
