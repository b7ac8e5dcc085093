import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { type FormEvent, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { ErrorBanner } from "../../components/error-banner";
import { SubmitRow } from "../../components/submit-row";
import { TextField, visibleError } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { type AppInfo, appInfoQueryKey } from "../../lib/api/get-app-info";
import { errorMessage } from "../../lib/error-message";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { useForm } from "../../lib/forms";
import { paths } from "../../lib/paths";
import { signInAtom } from "../../state/auth";
import { nextRoute as followNext } from "../config/next-route";
import "../config/config.css";
import { initAdmin } from "./api/init-admin";
import {
  createSetupAdminSchema,
  DEFAULT_ADMIN_USERNAME,
  type SetupAdminValues,
} from "./setup-admin-schema";

const defaultValues: SetupAdminValues = {
  username: DEFAULT_ADMIN_USERNAME,
  password: "",
  confirmPassword: "",
};

/** The step after the admin; a `next` that is not a client route lands on the home page. */
export function nextRoute(next: unknown): string {
  return followNext(next, paths.root);
}

/** Creates the first administrator, signs in as them and goes to the step the server names. */
export function SetupAdminForm() {
  const { LL } = useI18nContext();
  const signIn = useSetAtom(signInAtom);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => createSetupAdminSchema(LL), [LL]);

  const form = useForm({
    defaultValues,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      setServerError(null);
      const credentials = { username: value.username, password: value.password };
      try {
        const res = await initAdmin(credentials);
        if (res.code !== 0) throw new Error(res.message ?? "");
        // Signed in first: once the flag below is cleared, a signed-out visitor
        // of /setup/* is sent to sign-in (SetupRedirect).
        await signIn(credentials);
        // The cached app info still says setup is required; left alone it would
        // bounce the next screen straight back here.
        queryClient.setQueryData<AppInfo>(appInfoQueryKey, (old) =>
          old ? { ...old, setup_required: false } : old,
        );
        navigate(nextRoute(res.data?.next));
      } catch (error) {
        setServerError(errorMessage(error) ?? LL.common.somethingWentWrong());
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  const fields = [
    { name: "username", type: "text", autoComplete: "username", label: LL.setupAdmin.username() },
    {
      name: "password",
      type: "password",
      autoComplete: "new-password",
      label: LL.setupAdmin.password(),
    },
    {
      name: "confirmPassword",
      type: "password",
      autoComplete: "new-password",
      label: LL.setupAdmin.confirmPassword(),
    },
  ] as const;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={LL.setupAdmin.title()}>
      {serverError && <ErrorBanner message={serverError} />}
      {fields.map(({ name, type, autoComplete, label }) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <TextField
              id={`setup-admin-${name}`}
              type={type}
              label={label}
              autoComplete={autoComplete}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              error={visibleError(field.state.meta)}
            />
          )}
        </form.Field>
      ))}
      {/* Placed as on every other step (FormActions): right-aligned under the fields. */}
      <SubmitRow form={form} className="mr-form-actions" text={LL.setupAdmin.submit()} />
    </form>
  );
}
