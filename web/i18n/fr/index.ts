import en from "../en";
import { extendDictionary } from "../i18n-util";

// Only the seed's three phrases are translated into French; every other key falls back to English.
const fr = extendDictionary(en, {
  phrases: {
    searchPlaceholder: "Rechercher des sujets…",
    welcomeBack: "Bon retour",
    missedYou: "Vous nous avez manqué",
  },
});

export default fr;
