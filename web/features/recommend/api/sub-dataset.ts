import type { DialogFilter } from "../../../components/filter-form";
import { postConfig, type Saved } from "../../../lib/api/config-request";

export type SubDatasetInput = {
  name: string;
  data_key: string;
  filter_name: string;
  rating: number;
  filter_config?: DialogFilter | undefined;
};

/** POST /api/subscribe/sub_dataset → the message to show. */
export function subDataset(input: SubDatasetInput): Promise<Saved<unknown>> {
  return postConfig("/api/subscribe/sub_dataset", { ...input, data_type: "Trending" });
}
