import {
  initialSchemaValues,
  normalizeFields,
  type SchemaField,
  type SchemaValues,
} from "../../../components/schema-form/field-descriptor";
import type { TranslationFunctions } from "../../../i18n/i18n-types";
import type { NotifyDefinition } from "./api/get-definition";

/** The server's cap on a channel alias (server/notify/config.go maxAlias). */
export const MAX_ALIAS = 32;

/**
 * The edit-notify form as §S6 fields (screens.md): 通道别名 first, then the
 * channel's own args, then 推送内容 and 启用这个通知. Their names are the keys
 * save_notify expects in `args`, so the form's values are the body as is.
 */
export function notifyFields(def: NotifyDefinition, LL: TranslationFunctions): SchemaField[] {
  const t = LL.settingNotify.edit;
  const options = def.template_options ?? [];
  return [
    {
      name: "name",
      type: "String",
      label: t.alias(),
      helper: t.aliasHelp(),
      required: true,
      defaultValue: def.name,
      enumValues: [],
      multi: false,
      maxLength: MAX_ALIAS,
    },
    ...normalizeFields(def.args),
    {
      name: "notify_message",
      type: "Enum",
      label: t.notifyMessage(),
      helper: t.notifyMessageHelp(),
      required: false,
      defaultValue: options.map((o) => o.value),
      enumValues: options,
      multi: true,
    },
    {
      name: "enable",
      type: "Bool",
      label: t.enable(),
      helper: "",
      required: false,
      defaultValue: true,
      enumValues: [],
      multi: false,
    },
  ];
}

/** The form's start: the saved channel's values, or every default for a new one. */
export function notifyInitialValues(
  fields: readonly SchemaField[],
  def: NotifyDefinition,
): SchemaValues {
  return initialSchemaValues(fields, def.config);
}
