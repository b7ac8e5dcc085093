/** A system notification (api-contract §2.7). `args` is JSON text. */
export type SysNotify = {
  id: number;
  title: string;
  message: string;
  icon?: string | null;
  type?: string | null;
  args?: string | null;
  has_action?: boolean;
  action_log?: string | null;
  gmt_create?: string;
};
