import { useSetAtom } from "jotai";
import { type FormEvent, useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { ErrorBanner } from "../../components/error-banner";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { afterSignInPath } from "../../lib/paths";
import { useTextFields } from "../../lib/use-text-fields";
import { signInAtom } from "../../state/auth";
import { createSignInSchema, type SignInValues } from "./sign-in-schema";

const emptyValues: SignInValues = { username: "", password: "" };

/**
 * Account + password form; on success the browser goes to / (seed §2, §4),
 * or to the deep link that sent a signed-out visitor here.
 */
export function SignInForm() {
  const { LL } = useI18nContext();
  const signIn = useSetAtom(signInAtom);
  const [, navigate] = useLocation();
  const search = useSearch();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => createSignInSchema(LL), [LL]);

  // Not TanStack Form: see lib/use-text-fields (same rules, same behaviour).
  const form = useTextFields({
    defaultValues: emptyValues,
    schema,
    onSubmit: async (value) => {
      setServerError(null);
      try {
        await signIn(value);
        navigate(afterSignInPath(search));
      } catch (error) {
        setServerError(errorMessage(error) ?? LL.common.somethingWentWrong());
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={LL.signIn.title()}>
      {serverError && <ErrorBanner message={serverError} />}
      <TextField
        id="sign-in-username"
        label={LL.signIn.username()}
        autoComplete="username"
        {...form.field("username")}
      />
      <TextField
        id="sign-in-password"
        type="password"
        label={LL.signIn.password()}
        autoComplete="current-password"
        {...form.field("password")}
      />
      <SubmitButton submitting={form.submitting} text={LL.signIn.submit()} />
    </form>
  );
}
