import en_configForms from "../../en/configForms";
import type { NamespaceConfigFormsTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_configForms: NamespaceConfigFormsTranslation = en_configForms;

export default de_configForms;
