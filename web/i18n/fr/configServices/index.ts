import en_configServices from "../../en/configServices";
import type { NamespaceConfigServicesTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_configServices: NamespaceConfigServicesTranslation = en_configServices;

export default fr_configServices;
