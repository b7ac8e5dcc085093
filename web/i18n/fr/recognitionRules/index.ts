import en_recognitionRules from "../../en/recognitionRules";
import type { NamespaceRecognitionRulesTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_recognitionRules: NamespaceRecognitionRulesTranslation = en_recognitionRules;

export default fr_recognitionRules;
