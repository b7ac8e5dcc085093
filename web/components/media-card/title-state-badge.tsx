import { useI18nContext } from "../../i18n/i18n-react";
import type { TitleState } from "./api/title-states";

/** The card's state for the signed-in user, always shown (not only on hover). */
export function TitleStateBadge({ state }: { state: TitleState | undefined }) {
  const { LL } = useI18nContext();
  if (!state) return null;
  return (
    <span className={`mr-title-state mr-title-state-${state}`}>{LL.titles.state[state]()}</span>
  );
}
