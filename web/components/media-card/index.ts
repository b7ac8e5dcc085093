// Contract C4: the shared poster UI (§S2, §S3, §S10).
export * from "./adapters";
export type { TitleState } from "./api/title-states";
// The dialogs load on first use (lazy-dialogs.tsx).
export { DeleteSubDialog, FilterDialog, SubLogDialog, SubscribeDialog } from "./lazy-dialogs";
export { LoadFailure } from "./load-failure";
export { MediaCard, MediaCardPlaceholder } from "./media-card";
export { MediaGrid, type MediaListState } from "./media-grid";
export { MediaSlider } from "./media-slider";
export { RatingStars } from "./rating-stars";
export { StatusIcon, useStatusLabel } from "./status-icon";
export { useLiveItem } from "./subscription-state";
export { TitleStateBadge } from "./title-state-badge";
export { useTitleStates } from "./title-states";
export * from "./types";
export { useSubAction } from "./use-sub-action";
