import en_movieAnalyze from "../../en/movieAnalyze";
import type { NamespaceMovieAnalyzeTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_movieAnalyze: NamespaceMovieAnalyzeTranslation = en_movieAnalyze;

export default nl_movieAnalyze;
