/** The last connection check of a media server or download client (api-contract §3.1). */
export type Health = {
  /** 0 未设置, 1 可用, 2 异常; anything else is shown as 未知. */
  status: number;
  /** Why it is 异常; empty when up. */
  message: string;
  version: string;
  /** RFC 3339, or "" before the first check. */
  checked_at: string;
};

export const UNSET_HEALTH: Health = { status: 0, message: "", version: "", checked_at: "" };
export const HEALTH_UP = 1;
export const HEALTH_DOWN = 2;

/** What save_* and test_* answer besides the message. */
export type CheckedSave = { next?: string; health?: Health };
