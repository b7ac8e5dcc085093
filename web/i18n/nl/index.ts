import en from "../en";
import { extendDictionary } from "../i18n-util";

// Only the seed's three phrases are translated into Dutch; every other key falls back to English.
const nl = extendDictionary(en, {
  phrases: {
    searchPlaceholder: "Zoek onderwerpen…",
    welcomeBack: "Welkom terug",
    missedYou: "We hebben je gemist",
  },
});

export default nl;
