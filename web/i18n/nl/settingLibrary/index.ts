import en_settingLibrary from "../../en/settingLibrary";
import type { NamespaceSettingLibraryTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_settingLibrary: NamespaceSettingLibraryTranslation = en_settingLibrary;

export default nl_settingLibrary;
