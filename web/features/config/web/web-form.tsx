import { bindField } from "../../../components/bind-field";
import { NumberField } from "../../../components/number-field";
import { TextField } from "../../../components/text-field";
import { FramedForm, type FramedFormProps, useFramedForm } from "../form-frame";
import { PORT_MAX_LENGTH, type WebValues } from "./web-values";

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

export type WebFormProps = FramedFormProps<WebFormValues> & {
  /** The fields' id prefix and the form's name, as the route has them. */
  id: string;
  label: string;
  texts: WebTexts;
  /** Shows 主机 (/setting/edit-web). */
  host?: boolean;
};

/**
 * 网站访问设置, for /setup/web, /config/web and /setting/edit-web: the
 * external address and the port (and, on /setting, the listen host); host
 * and port apply after a restart.
 */
export function WebForm(props: WebFormProps) {
  const { id, label, texts: t, initial, host = false, schema, send, frame } = props;
  const form = useFramedForm({ initial, schema, send, frame });

  const hostWords = host && t.host && t.hostHelp ? { label: t.host(), helper: t.hostHelp() } : null;
  return (
    <FramedForm form={form} label={label} frame={frame}>
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
    </FramedForm>
  );
}
