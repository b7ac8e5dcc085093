import en_settingForms from "../../en/settingForms";
import type { NamespaceSettingFormsTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_settingForms: NamespaceSettingFormsTranslation = en_settingForms;

export default fr_settingForms;
