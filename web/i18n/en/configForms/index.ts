import type { NamespaceConfigFormsTranslation } from "../../i18n-types";

// English for what the setup wizard, /config/* and the setting forms share. The built-in
// backend answers in Chinese; only the form's own checks are translated here.
const en_configForms: NamespaceConfigFormsTranslation = {
  actions: {
    save: "Save",
    saveAndNext: "Save and continue",
    saveSettings: "Save settings",
    testConnection: "Test connection",
    continueAnyway: "Continue anyway",
  },
  health: {
    label: "Connection",
    unset: "Not set",
    up: "Available",
    down: "Failing",
    unknown: "Unknown",
    version: "version {version}",
    checkedAt: "Last checked: {time}",
  },
  url: "Address",
  urlRequired: "The address is required",
  urlInvalid: "The address must start with http:// or https://",
};

export default en_configForms;
