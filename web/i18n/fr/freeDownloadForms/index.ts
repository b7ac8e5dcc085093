import en_freeDownloadForms from "../../en/freeDownloadForms";
import type { NamespaceFreeDownloadFormsTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_freeDownloadForms: NamespaceFreeDownloadFormsTranslation = en_freeDownloadForms;

export default fr_freeDownloadForms;
