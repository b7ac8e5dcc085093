import en_configForms from "../../en/configForms";
import type { NamespaceConfigFormsTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_configForms: NamespaceConfigFormsTranslation = en_configForms;

export default fr_configForms;
