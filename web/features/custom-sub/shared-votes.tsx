import { Button, Callout } from "@blueprintjs/core";
import { HeartIcon, ThumbsDownIcon } from "@blueprintjs/icons";
import { useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../../lib/toaster";
import type { SharedRuleDetail } from "./api/get-sub-rule";
import { voteRule } from "./api/like-sub-rule";
import { useBuiltin } from "./use-builtin";

type Vote = "like" | "hate";

/**
 * The banner over a shared rule being installed: who shared it, and the
 * like / dislike toggles (one excludes the other). Hidden when the binary
 * answers the API itself, as there is no rule community then.
 */
export function SharedVotes(props: { shared: SharedRuleDetail; ruleId: string }) {
  const { LL } = useI18nContext();
  const builtin = useBuiltin();
  const [votes, setVotes] = useState(props.shared);
  if (builtin !== false) return null;

  const vote = async (kind: Vote) => {
    const on = kind === "like" ? votes.liked : votes.hated;
    try {
      await voteRule(on ? `cancel_${kind}_sub_rule` : `${kind}_sub_rule`, props.ruleId);
      setVotes({ ...votes, [kind === "like" ? "liked" : "hated"]: !on });
    } catch (err) {
      void toast.error(errorMessage(err) ?? LL.common.somethingWentWrong());
    }
  };

  const toggles = [
    {
      kind: "like",
      icon: <HeartIcon />,
      label: LL.customSub.rule.like(),
      on: votes.liked,
      other: votes.hated,
    },
    {
      kind: "hate",
      icon: <ThumbsDownIcon />,
      label: LL.customSub.rule.hate(),
      on: votes.hated,
      other: votes.liked,
    },
  ] as const;
  return (
    <Callout intent="success" compact>
      {LL.customSub.edit.sharedBy({ author: votes.author_nickname, date: votes.gmt_modified })}
      {toggles.map((b) => (
        <Button
          key={b.kind}
          variant="minimal"
          icon={b.icon}
          aria-label={b.label}
          aria-pressed={b.on}
          disabled={b.other}
          onClick={() => void vote(b.kind)}
        />
      ))}
    </Callout>
  );
}
