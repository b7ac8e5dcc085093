import { Card, H2 } from "@blueprintjs/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { bindField } from "../../components/bind-field";
import { ErrorBanner } from "../../components/error-banner";
import { FormButtons } from "../../components/form-buttons";
import { SelectField } from "../../components/select-field";
import { TextField, type TextFieldProps } from "../../components/text-field";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { type } from "../../lib/ark";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { useForm } from "../../lib/forms";
import { useLazySchema } from "../../lib/lazy-schema";
import { submitHandler } from "../../lib/submit-handler";
import { toast } from "../../lib/toaster";
import { boundedText } from "../../lib/validation";
import { type Smtp, type SmtpTls, saveSmtp, smtpQueryKey, testSmtp } from "./api/smtp";

const ID = "smtp";
type SmtpValues = Omit<Smtp, "port"> & { port: string; to: string };

/** The SMTP card of /user/invite-email: the server that sends the invitations, with a real test. */
export function SmtpForm({ initial }: { initial: Smtp }) {
  const { LL } = useI18nContext();
  const t = LL.invite.smtp;
  const queryClient = useQueryClient();
  const { error, attempt } = useBusyAction({ show: "both" });
  const [testing, setTesting] = useState(false);
  const schema = useLazySchema(
    () =>
      type({
        host: boundedText({
          required: t.hostRequired(),
          maxLength: 255,
          tooLong: t.hostRequired(),
        }),
        port: type("string").narrow((v, ctx) => {
          const n = Number(v);
          return (
            (Number.isInteger(n) && n >= 1 && n <= 65535) ||
            ctx.reject({ message: t.portInvalid() })
          );
        }),
        sender: boundedText({
          required: t.senderRequired(),
          maxLength: 255,
          tooLong: t.senderRequired(),
        }),
      }),
    [t],
  );
  const toSmtp = (v: SmtpValues): Smtp => ({
    host: v.host.trim(),
    port: Number(v.port),
    tls: v.tls,
    username: v.username.trim(),
    password: v.password,
    sender: v.sender.trim(),
  });
  const call = (run: () => Promise<{ message: string }>) =>
    attempt(async () => {
      void toast.success((await run()).message);
    });
  const form = useForm({
    defaultValues: { ...initial, port: String(initial.port), to: "" } as SmtpValues,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: ({ value }) =>
      call(async () => {
        const saved = await saveSmtp(toSmtp(value));
        await queryClient.invalidateQueries({ queryKey: smtpQueryKey });
        return saved;
      }),
  });
  const tlsOptions: { value: SmtpTls; label: string }[] = [
    { value: "starttls", label: t.tlsStartTls() },
    { value: "tls", label: t.tlsTls() },
    { value: "none", label: t.tlsNone() },
  ];
  const text = (
    name: "host" | "port" | "username" | "password" | "sender" | "to",
    label: string,
    extra: Partial<TextFieldProps> = {},
  ) => (
    <form.Field name={name}>
      {(field) => <TextField {...bindField(field, ID)} label={label} {...extra} />}
    </form.Field>
  );

  return (
    <Card className="mr-invite-card">
      <H2>{t.heading()}</H2>
      <p>{t.intro()}</p>
      <form noValidate onSubmit={submitHandler(form)} aria-label={t.heading()}>
        {text("host", t.host())}
        {text("port", t.port())}
        <form.Field name="tls">
          {(field) => (
            <SelectField {...bindField(field, ID)} label={t.tls()} options={tlsOptions} />
          )}
        </form.Field>
        {text("username", t.username(), { helper: t.usernameHelp(), autoComplete: "off" })}
        {text("password", t.password(), { type: "password", autoComplete: "new-password" })}
        {text("sender", t.sender(), { helper: t.senderHelp() })}
        {text("to", t.testTo(), { helper: t.testToHelp(), autoComplete: "email" })}
        {error && <ErrorBanner message={error} />}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <FormButtons
              className="mr-setting-actions"
              submitting={submitting}
              testing={testing}
              testText={t.test()}
              saveText={t.save()}
              onTest={async () => {
                setTesting(true);
                const v = form.state.values;
                await call(() => testSmtp(toSmtp(v), v.to.trim()));
                setTesting(false);
              }}
            />
          )}
        </form.Subscribe>
      </form>
    </Card>
  );
}
