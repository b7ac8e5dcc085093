import en_settingHub from "../../en/settingHub";
import type { NamespaceSettingHubTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_settingHub: NamespaceSettingHubTranslation = en_settingHub;

export default fr_settingHub;
