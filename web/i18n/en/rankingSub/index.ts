import type { NamespaceRankingSubTranslation } from "../../i18n-types";

const en_rankingSub: NamespaceRankingSubTranslation = {
  subscribe: "Subscribe ranking",
  subscribeLabel: "Subscribe ranking {name}",
  unsubscribe: "Unsubscribe",
  unsubscribeLabel: "Unsubscribe ranking {name}",
  title: "Subscribe to {name}?",
  explain:
    "The ranking is read on a schedule and every title rated at least the minimum score is subscribed. Each title is subscribed once; a deleted subscription is not added again.",
  rating: "Minimum score",
  ratingInvalid: "The minimum score must be a number from 0 to 10",
  filter: "Filter",
  filters: {
    auto: "Choose a filter automatically",
    none: "No filter",
    custom: "A filter of its own",
  },
  filterHelp: "Automatic subscriptions use this filter",
  ownFilterForm: "Own filter of {name}",
  confirm: "OK",
  cancelTitle: "Unsubscribe ranking",
  cancelText: "Unsubscribe {name}?",
  cancelConfirm: "Unsubscribe",
  keep: "Keep",
};

export default en_rankingSub;
