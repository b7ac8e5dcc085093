import { Callout, Spinner } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";
import type { Site } from "../../components/api/get-sites";
import { DialogFrame } from "../../components/dialog-frame";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import type { CatalogueSite } from "./api/get-catalogue";
import { saveSite } from "./api/save-site";
import { DefinitionSettings } from "./definition-settings";
import { SiteLoginFields } from "./site-login-fields";
import {
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
import { SiteUsageFields } from "./site-usage-fields";

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

  const fieldSet = { values, set, errors, editing };
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
        error={errors.site_url}
        helper={t.siteUrlHelp()}
      />
      <SiteLoginFields
        {...fieldSet}
        apiKey={apiKey}
        captcha={asksCaptcha ? { body, value: captcha, onChange: setCaptcha } : undefined}
      />
      <SiteUsageFields {...fieldSet} />
      <DefinitionSettings
        schema={schema}
        values={values.settings}
        secretSet={editing?.secret_settings ?? []}
        onChange={(name, v) => set("settings", { ...values.settings, [name]: v })}
      />
    </DialogFrame>
  );
}
