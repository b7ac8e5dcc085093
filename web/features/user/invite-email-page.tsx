import { Card, H2, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { bindField } from "../../components/bind-field";
import { ErrorBanner } from "../../components/error-banner";
import { PageFrame } from "../../components/page-frame";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { type } from "../../lib/ark";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { useForm } from "../../lib/forms";
import { useLazySchema } from "../../lib/lazy-schema";
import { submitHandler } from "../../lib/submit-handler";
import { toast } from "../../lib/toaster";
import { boundedText } from "../../lib/validation";
import { QueryGate } from "../config/query-gate";
import { useRouteFrame } from "../frame/use-route-frame";
import { inviteEmail } from "./api/invite-email";
import { smtpQueryOptions } from "./api/smtp";
import { SmtpForm } from "./smtp-form";
import "./user.css";

/** /user/invite-email (screens.md): 邮箱 + 发送邀请, and the SMTP server that sends it. */
export function InviteEmailPage() {
  const { LL } = useI18nContext();
  const t = LL.invite.form;
  const { title, breadcrumb } = useRouteFrame();
  const smtp = useQuery(smtpQueryOptions());
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <Card className="mr-invite-card">
        <H2>{t.heading()}</H2>
        <p>{t.intro()}</p>
        {/* The form's library may still be arriving (web/lib/forms.ts). */}
        <Suspense fallback={<Spinner size={24} aria-label={LL.common.loading()} />}>
          <InviteForm />
        </Suspense>
      </Card>
      <QueryGate query={smtp}>{(data) => <SmtpForm initial={data} />}</QueryGate>
    </PageFrame>
  );
}

/** 邮箱 + 发送邀请. */
function InviteForm() {
  const { LL } = useI18nContext();
  const t = LL.invite.form;
  const { error, attempt } = useBusyAction({ show: "both" });
  const schema = useLazySchema(
    () =>
      type({
        email: boundedText({
          required: t.emailRequired(),
          maxLength: 254,
          tooLong: t.emailRequired(),
        }),
      }),
    [t],
  );
  const form = useForm({
    defaultValues: { email: "" },
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: ({ value, formApi }) =>
      attempt(async () => {
        void toast.success((await inviteEmail(value.email.trim())).message);
        formApi.reset();
      }),
  });

  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={t.heading()}>
      <form.Field name="email">
        {(field) => (
          <TextField {...bindField(field, "invite")} label={t.email()} autoComplete="email" />
        )}
      </form.Field>
      {error && <ErrorBanner message={error} />}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <SubmitButton submitting={submitting} text={t.submit()} />}
      </form.Subscribe>
    </form>
  );
}
