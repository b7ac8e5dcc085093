import { Callout, Card, H1, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { bindField } from "../../components/bind-field";
import { ErrorBanner } from "../../components/error-banner";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { type } from "../../lib/ark";
import { errorMessage } from "../../lib/error-message";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { useForm } from "../../lib/forms";
import { useLazySchema } from "../../lib/lazy-schema";
import { usePageTitle } from "../../lib/page-title";
import { paths } from "../../lib/paths";
import { submitHandler } from "../../lib/submit-handler";
import { toast } from "../../lib/toaster";
import { PlainLayout } from "../frame/plain-layout";
import { accountRules } from "../user/account-rules";
import { inviteQueryOptions, type SignUpFields, signUp } from "./api/sign-up";

/** /auth/sign-up?token= (an addition): the invited person chooses their name and password. */
export function SignUpPage() {
  const { LL } = useI18nContext();
  const t = LL.invite.signUp;
  usePageTitle(LL.routes.authSignUp());
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const invite = useQuery({ ...inviteQueryOptions(token), enabled: token !== "" });
  const checking = <Spinner aria-label={t.checking()} />;
  // The same spinner while the form's library arrives (web/lib/forms.ts).
  let body = (
    <Suspense fallback={checking}>
      <SignUpForm token={token} />
    </Suspense>
  );
  if (!token) body = <Callout intent="danger">{t.noToken()}</Callout>;
  else if (invite.isPending) body = checking;
  else if (invite.isError)
    body = (
      <Callout intent="danger">
        {errorMessage(invite.error) ?? LL.common.somethingWentWrong()}
      </Callout>
    );
  return (
    <PlainLayout>
      <Card elevation={2} style={{ display: "flex", flexDirection: "column", gap: 16 }}>
        <H1 style={{ margin: 0 }}>{t.title()}</H1>
        {invite.data && <p style={{ margin: 0 }}>{t.invitedAs({ email: invite.data.email })}</p>}
        {body}
        <Link href={paths.auth.signIn}>{t.toSignIn()}</Link>
      </Card>
    </PlainLayout>
  );
}

function SignUpForm({ token }: { token: string }) {
  const { LL } = useI18nContext();
  const t = LL.invite.signUp;
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const schema = useLazySchema(() => type(accountRules(LL)), [LL]);
  const form = useForm({
    defaultValues: { username: "", nickname: "", password: "" } as SignUpFields,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      setError(null);
      try {
        void toast.success((await signUp(token, value)).message);
        navigate(paths.auth.signIn);
      } catch (err) {
        setError(errorMessage(err) ?? LL.common.somethingWentWrong());
      }
    },
  });
  const field = (name: keyof SignUpFields, label: string, autoComplete: string) => (
    <form.Field name={name}>
      {(f) => (
        <TextField
          {...bindField(f, "sign-up")}
          label={label}
          autoComplete={autoComplete}
          type={name === "password" ? "password" : "text"}
        />
      )}
    </form.Field>
  );
  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={t.title()}>
      {error && <ErrorBanner message={error} />}
      {field("username", t.username(), "username")}
      {field("nickname", t.nickname(), "nickname")}
      {field("password", t.password(), "new-password")}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <SubmitButton submitting={submitting} text={t.submit()} />}
      </form.Subscribe>
    </form>
  );
}
