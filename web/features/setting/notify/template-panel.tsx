import { Classes } from "@blueprintjs/core";
import { ExternalLink } from "../../../components/external-link";
import { TextAreaField } from "../../../components/schema-form/text-area-field";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { HELP_DOCS_URL } from "../../../lib/paths";
import type { TemplateTab, TemplateText } from "./api/get-notify-template";
import { placeholder, placeholdersOf } from "./template-placeholders";
import { templateKeys, templateOf } from "./template-tabs";

/** The server's caps (server/notify/templates.go): a title is one line, a body a screenful. */
const MAX_TITLE = 200;
const MAX_BODY = 4000;

export type TemplatePanelProps = {
  tab: TemplateTab;
  selected: string;
  /** After a save attempt: an empty title says so. */
  showErrors: boolean;
  disabled: boolean;
  onSelect: (key: string) => void;
  onEdit: (key: string, patch: Partial<Pick<TemplateText, "title" | "body">>) => void;
};

/** One channel's tab: which message, its title and body templates, and the placeholders it may use. */
export function TemplatePanel({
  tab,
  selected,
  showErrors,
  disabled,
  onSelect,
  onEdit,
}: TemplatePanelProps) {
  const { LL } = useI18nContext();
  const t = LL.settingNotify.template;
  const id = `notify-template-${tab.channel_type}`;
  const text = templateOf(tab, selected);
  const names = placeholdersOf(selected, text);
  const options = templateKeys(tab).map((key) => ({
    value: key,
    label: templateOf(tab, key)?.name || key,
  }));
  return (
    <div>
      <SelectField
        id={`${id}-key`}
        label={t.messageType()}
        value={selected}
        options={options}
        onChange={onSelect}
        disabled={disabled}
        helper={
          <>
            {t.messageTypeHelp()} <ExternalLink href={HELP_DOCS_URL}>{t.docLink()}</ExternalLink>
          </>
        }
      />
      {names.length > 0 && (
        <div className="mr-template-placeholders">
          <span>{t.placeholders()}</span>
          {names.map((name) => (
            <code key={name} className={Classes.CODE}>
              {placeholder(name)}
            </code>
          ))}
          <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            {t.placeholderHint({ example: placeholder("title") })}
          </span>
        </div>
      )}
      {text && (
        <>
          <TextField
            id={`${id}-title`}
            label={t.title()}
            value={text.title}
            maxLength={MAX_TITLE}
            disabled={disabled}
            error={showErrors && text.title === "" ? t.titleRequired() : undefined}
            onChange={(title) => onEdit(selected, { title })}
          />
          <TextAreaField
            id={`${id}-body`}
            label={t.body()}
            value={text.body}
            maxLength={MAX_BODY}
            minRows={4}
            maxRows={30}
            disabled={disabled}
            onChange={(body) => onEdit(selected, { body })}
          />
        </>
      )}
    </div>
  );
}
