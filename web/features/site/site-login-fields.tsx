import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { CaptchaField, type CaptchaFieldProps } from "./captcha-field";
import type { AuthType, SiteFieldSetProps } from "./site-model";

type SiteLoginFieldsProps = SiteFieldSetProps & {
  /** The site is reached with an API key (M-Team, Torznab) instead of a sign-in. */
  apiKey: boolean;
  /** The site's sign-in asks a captcha. */
  captcha: CaptchaFieldProps | undefined;
};

/** How the console signs in to the site: an API key, its cookie, or a username and password. */
export function SiteLoginFields({
  values,
  set,
  errors,
  editing,
  apiKey,
  captcha,
}: SiteLoginFieldsProps) {
  const { LL } = useI18nContext();
  const t = LL.site.form;
  const cookies = values.auth_type === "cookies";
  return apiKey ? (
    <TextField
      id="site-api-key"
      type="password"
      label={t.apiKey()}
      value={values.api_key}
      autoComplete="new-password"
      onChange={(v) => set("api_key", v)}
      error={errors.api_key}
      helper={editing ? t.apiKeyKeep() : undefined}
    />
  ) : (
    <>
      <SelectField<AuthType>
        id="site-auth-type"
        label={t.authType()}
        value={values.auth_type}
        options={[
          { value: "cookies", label: t.authCookies() },
          { value: "user", label: t.authUser() },
        ]}
        onChange={(v) => set("auth_type", v)}
      />
      {cookies ? (
        <>
          <TextField
            id="site-cookie"
            label={t.cookie()}
            value={values.cookie}
            onChange={(v) => set("cookie", v)}
            error={errors.cookie}
            helper={
              editing?.cookie_source && values.cookie === editing.cookie
                ? t.cookieSource({ source: editing.cookie_source })
                : undefined
            }
          />
          <TextField
            id="site-user-agent"
            label={t.userAgent()}
            value={values.user_agent}
            onChange={(v) => set("user_agent", v)}
          />
        </>
      ) : (
        <>
          <TextField
            id="site-username"
            label={t.username()}
            value={values.auth_username}
            autoComplete="off"
            onChange={(v) => set("auth_username", v)}
            error={errors.auth_username}
          />
          <TextField
            id="site-password"
            type="password"
            label={t.password()}
            value={values.auth_password}
            autoComplete="new-password"
            onChange={(v) => set("auth_password", v)}
            error={errors.auth_password}
            helper={editing ? t.passwordKeep() : undefined}
          />
          {captcha && <CaptchaField {...captcha} />}
        </>
      )}
    </>
  );
}
