import { postConfig, type Saved } from "../../../lib/api/config-request";

/** POST /api/subscribe/delete_sub_dataset {data_type: 'Trending', data_key} → the message to show. */
export function deleteSubDataset(dataKey: string): Promise<Saved<unknown>> {
  return postConfig("/api/subscribe/delete_sub_dataset", {
    data_type: "Trending",
    data_key: dataKey,
  });
}
