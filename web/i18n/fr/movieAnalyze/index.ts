import en_movieAnalyze from "../../en/movieAnalyze";
import type { NamespaceMovieAnalyzeTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_movieAnalyze: NamespaceMovieAnalyzeTranslation = en_movieAnalyze;

export default fr_movieAnalyze;
