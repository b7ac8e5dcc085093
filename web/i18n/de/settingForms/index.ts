import en_settingForms from "../../en/settingForms";
import type { NamespaceSettingFormsTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_settingForms: NamespaceSettingFormsTranslation = en_settingForms;

export default de_settingForms;
