// Contract C4: the shared poster UI (§S2, §S3, §S10).
export * from "./adapters";
export { DeleteSubDialog } from "./delete-sub-dialog";
export { LoadFailure } from "./load-failure";
export { MediaCard, MediaCardPlaceholder } from "./media-card";
export { MediaGrid, type MediaListState } from "./media-grid";
export { MediaSlider } from "./media-slider";
export { RatingStars } from "./rating-stars";
export { StatusIcon, useStatusLabel } from "./status-icon";
export { SubLogDialog } from "./sub-log-dialog";
export { SubscribeDialog } from "./subscribe-dialog";
export { useLiveItem } from "./subscription-state";
export * from "./types";
export { useSubAction } from "./use-sub-action";
