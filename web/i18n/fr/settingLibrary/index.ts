import en_settingLibrary from "../../en/settingLibrary";
import type { NamespaceSettingLibraryTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_settingLibrary: NamespaceSettingLibraryTranslation = en_settingLibrary;

export default fr_settingLibrary;
