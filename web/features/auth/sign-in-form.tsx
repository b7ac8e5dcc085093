import { useForm } from "@tanstack/react-form";
import { useSetAtom } from "jotai";
import { type FormEvent, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { paths } from "../../app/paths";
import { ErrorBanner } from "../../components/error-banner";
import { SubmitButton } from "../../components/submit-button";
import { TextField, visibleError } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { signInAtom } from "../../state/auth";
import { createSignInSchema, type SignInValues } from "./sign-in-schema";

const emptyValues: SignInValues = { username: "", password: "" };

/** Account + password form; on success the browser goes to / (seed §2, §4). */
export function SignInForm() {
  const { LL } = useI18nContext();
  const signIn = useSetAtom(signInAtom);
  const [, navigate] = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => createSignInSchema(LL), [LL]);

  const form = useForm({
    defaultValues: emptyValues,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      setServerError(null);
      try {
        await signIn(value);
        navigate(paths.root);
      } catch (error) {
        setServerError(errorMessage(error) ?? LL.common.somethingWentWrong());
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={LL.signIn.title()}>
      {serverError && <ErrorBanner message={serverError} />}
      <form.Field name="username">
        {(field) => (
          <TextField
            id="sign-in-username"
            label={LL.signIn.username()}
            autoComplete="username"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={visibleError(field.state.meta)}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            id="sign-in-password"
            type="password"
            label={LL.signIn.password()}
            autoComplete="current-password"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={visibleError(field.state.meta)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => <SubmitButton submitting={isSubmitting} text={LL.signIn.submit()} />}
      </form.Subscribe>
    </form>
  );
}
