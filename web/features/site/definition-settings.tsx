import { Classes, H6 } from "@blueprintjs/core";
import { CheckboxField } from "../../components/checkbox-field";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import type { SiteSetting } from "./api/get-catalogue";
import { settingValue } from "./site-model";

export type DefinitionSettingsProps = {
  schema: readonly SiteSetting[];
  values: Record<string, string>;
  /** Password-type settings with a stored value (a blank field keeps it). */
  secretSet: readonly string[];
  onChange: (name: string, value: string) => void;
};

/** The site definition's own settings (站点选项), drawn from their schema; labels are the definition's. */
export function DefinitionSettings({
  schema,
  values,
  secretSet,
  onChange,
}: DefinitionSettingsProps) {
  const { LL } = useI18nContext();
  const t = LL.site.form;
  if (schema.length === 0) return null;
  return (
    <section className="mr-site-definition-settings" aria-labelledby="site-settings-heading">
      <H6 id="site-settings-heading">{t.definitionSettings()}</H6>
      <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t.definitionSettingsHelp()}</p>
      {schema.map((s) => {
        const id = `site-setting-${s.name}`;
        const value = settingValue(s, values);
        const set = (v: string) => onChange(s.name, v);
        switch (s.type) {
          case "info":
            return (
              <div key={s.name} id={id} className="mr-site-setting-info">
                <strong>{s.label}</strong>
                <p className={Classes.TEXT_MUTED}>{s.default}</p>
              </div>
            );
          case "checkbox":
            return (
              <CheckboxField
                key={s.name}
                id={id}
                label={s.label}
                checked={value === "true"}
                onChange={(on) => set(on ? "true" : "false")}
              />
            );
          case "select":
            return (
              <SelectField
                key={s.name}
                id={id}
                label={s.label}
                value={value}
                options={s.options ?? []}
                onChange={set}
              />
            );
          default:
            return (
              <TextField
                key={s.name}
                id={id}
                type={s.type === "password" ? "password" : "text"}
                label={s.label}
                value={value}
                autoComplete={s.type === "password" ? "new-password" : "off"}
                onChange={set}
                helper={
                  s.type === "password" && secretSet.includes(s.name)
                    ? t.definitionSecretKeep()
                    : undefined
                }
              />
            );
        }
      })}
    </section>
  );
}
