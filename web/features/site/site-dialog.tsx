import { Callout, Spinner } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";
import type { Site } from "../../components/api/get-sites";
import { CheckboxField } from "../../components/checkbox-field";
import { DialogFrame } from "../../components/dialog-frame";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import type { CatalogueSite } from "./api/get-catalogue";
import { saveSite } from "./api/save-site";
import { CaptchaField } from "./captcha-field";
import { DefinitionSettings } from "./definition-settings";
import {
  type AuthType,
  addableSites,
  bodyOf,
  emptyForm,
  type FormErrors,
  formOf,
  type SiteFormValues,
  settingsBody,
  usesApiKey,
  validate,
} from "./site-model";

export type SiteDialogProps = {
  isOpen: boolean;
  /** The site being edited; null adds a new one. */
  editing: Site | null;
  catalogue: readonly CatalogueSite[];
  sites: readonly Site[];
  onClose: () => void;
  /** After a successful save, with the site's display name. */
  onSaved: (name: string, added: boolean) => void;
};

const noop = () => {};

/** 新增站点 / 编辑站点: every field of screens.md, the login verified by the server on 提交. */
export function SiteDialog({
  isOpen,
  editing,
  catalogue,
  sites,
  onClose,
  onSaved,
}: SiteDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.site.form;
  const [values, setValues] = useState<SiteFormValues>(emptyForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState("");
  const [saving, setSaving] = useState(false);
  const [captcha, setCaptcha] = useState("");
  const failureRef = useRef<HTMLDivElement>(null);

  // A refusal is scrolled into view and focused, so it is seen and read out at once.
  useEffect(() => {
    if (!failure) return;
    const callout = failureRef.current;
    callout?.scrollIntoView?.({ block: "nearest" });
    callout?.focus();
  }, [failure]);

  useEffect(() => {
    if (!isOpen) return;
    setValues(editing ? formOf(editing) : emptyForm());
    setErrors({});
    setFailure("");
    setCaptcha("");
  }, [isOpen, editing]);

  const set = <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const choices = editing
    ? catalogue.filter((c) => c.id === editing.site_name)
    : addableSites(catalogue, sites);
  const siteOptions = [
    ...(editing ? [] : [{ value: "", label: t.sitePick() }]),
    ...choices.map((c) => ({ value: c.id, label: `${c.name}-${c.domain}` })),
  ];
  // A configured site missing from the catalogue still shows its own name.
  if (editing && choices.length === 0) {
    siteOptions.push({ value: editing.site_name, label: editing.alias || editing.site_name });
  }
  const displayName = (id: string) =>
    catalogue.find((c) => c.id === id)?.name ?? editing?.alias ?? id;

  const siteType =
    catalogue.find((c) => c.id === values.site_name)?.site_type ?? editing?.site_type;
  const apiKey = usesApiKey(siteType);
  const chosen = catalogue.find((c) => c.id === values.site_name);
  const asksCaptcha = chosen?.captcha === true;
  const schema = chosen?.settings ?? [];
  const body = () => ({
    ...bodyOf(values, siteType),
    ...(asksCaptcha ? { captcha } : {}),
    ...(schema.length > 0 ? { settings: settingsBody(schema, values.settings) } : {}),
  });

  const submit = async () => {
    const found = validate(
      values,
      editing !== null,
      {
        apiKeyRequired: t.apiKeyRequired(),
        siteUrlRequired: t.siteUrlRequired(),
        searchLimitInvalid: t.searchLimitInvalid(),
        siteRequired: t.siteRequired(),
        cookieRequired: t.cookieRequired(),
        usernameRequired: t.usernameRequired(),
        passwordRequired: t.passwordRequired(),
        kpiInvalid: t.kpiInvalid(),
      },
      siteType,
    );
    setErrors(found);
    setFailure("");
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await saveSite(body());
      onSaved(displayName(values.site_name), editing === null);
    } catch (error) {
      setFailure(errorMessage(error) ?? LL.common.somethingWentWrong());
    } finally {
      setSaving(false);
    }
  };

  const cookies = values.auth_type === "cookies";
  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={onClose}
      busy={saving}
      title={editing ? t.editTitle() : t.addTitle()}
      className="mr-site-dialog"
      form={{
        onSubmit: (event) => {
          event.preventDefault();
          void submit();
        },
        noValidate: true,
      }}
      submit={{ text: t.submit() }}
    >
      {/* At the top of the body, where the user looks after 提交 (the form is taller than the fold). */}
      {saving && (
        <Callout intent="primary" icon={<Spinner size={16} />} role="status">
          {t.saving()}
        </Callout>
      )}
      {failure && (
        <div role="alert" tabIndex={-1} ref={failureRef} className="mr-site-dialog-failure">
          <Callout intent="danger">{failure}</Callout>
        </div>
      )}
      <SelectField
        id="site-name"
        label={t.site()}
        value={values.site_name}
        options={siteOptions}
        onChange={(v) => set("site_name", v)}
        disabled={editing !== null}
        error={errors.site_name}
        helper={t.siteHelp()}
      />
      <TextField
        id="site-url"
        label={t.siteUrl()}
        value={values.site_url}
        onChange={(v) => set("site_url", v)}
        onBlur={noop}
        error={errors.site_url}
        helper={t.siteUrlHelp()}
      />
      {apiKey ? (
        <TextField
          id="site-api-key"
          type="password"
          label={t.apiKey()}
          value={values.api_key}
          autoComplete="new-password"
          onChange={(v) => set("api_key", v)}
          onBlur={noop}
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
                onBlur={noop}
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
                onBlur={noop}
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
                onBlur={noop}
                error={errors.auth_username}
              />
              <TextField
                id="site-password"
                type="password"
                label={t.password()}
                value={values.auth_password}
                autoComplete="new-password"
                onChange={(v) => set("auth_password", v)}
                onBlur={noop}
                error={errors.auth_password}
                helper={editing ? t.passwordKeep() : undefined}
              />
              {asksCaptcha && <CaptchaField body={body} value={captcha} onChange={setCaptcha} />}
            </>
          )}
        </>
      )}
      <TextField
        id="site-proxies"
        label={t.proxies()}
        value={values.proxies}
        onChange={(v) => set("proxies", v)}
        onBlur={noop}
        helper={t.proxiesHelp()}
      />
      <TextField
        id="site-search-limit"
        label={t.searchLimit()}
        value={values.search_limit}
        onChange={(v) => set("search_limit", v)}
        onBlur={noop}
        error={errors.search_limit}
        helper={t.searchLimitHelp()}
      />
      <SelectField
        id="site-traffic"
        label={t.traffic()}
        value={String(values.traffic_management_status)}
        options={[
          { value: "0", label: t.trafficOff() },
          { value: "1", label: t.trafficActive() },
          { value: "2", label: t.trafficPassive() },
        ]}
        onChange={(v) => set("traffic_management_status", Number(v))}
      />
      <TextField
        id="site-upload-kpi"
        label={`${t.uploadKpi()}（${t.uploadKpiUnit()}）`}
        value={values.upload_kpi}
        onChange={(v) => set("upload_kpi", v)}
        onBlur={noop}
        disabled={values.traffic_management_status !== 1}
        error={errors.upload_kpi}
        helper={t.uploadKpiHelp()}
      />
      <CheckboxField
        id="site-web-search"
        label={t.webSearch()}
        checked={values.web_search}
        onChange={(v) => set("web_search", v)}
      />
      <CheckboxField
        id="site-smart-download"
        label={t.smartDownload()}
        checked={values.smart_download}
        onChange={(v) => set("smart_download", v)}
      />
      <DefinitionSettings
        schema={schema}
        values={values.settings}
        secretSet={editing?.secret_settings ?? []}
        onChange={(name, v) => set("settings", { ...values.settings, [name]: v })}
      />
    </DialogFrame>
  );
}
