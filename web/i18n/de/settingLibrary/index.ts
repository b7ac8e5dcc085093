import en_settingLibrary from "../../en/settingLibrary";
import type { NamespaceSettingLibraryTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_settingLibrary: NamespaceSettingLibraryTranslation = en_settingLibrary;

export default de_settingLibrary;
