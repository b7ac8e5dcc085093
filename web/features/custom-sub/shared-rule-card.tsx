import { Button, Card, Classes } from "@blueprintjs/core";
import { BookmarkIcon, HeartIcon, ThumbsDownIcon } from "@blueprintjs/icons";
import { useState } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
import { voteRule } from "./api/like-sub-rule";
import type { SharedRule } from "./api/types";

/** §S11: a rule shared through the community (only shown outside built-in mode). */
export function SharedRuleCard({ rule }: { rule: SharedRule }) {
  const { LL } = useI18nContext();
  const t = LL.customSub.rule;
  const [state, setState] = useState(rule);

  const vote = async (kind: "like" | "hate") => {
    const on = kind === "like" ? state.liked : state.hated;
    try {
      await voteRule(on ? `cancel_${kind}_sub_rule` : `${kind}_sub_rule`, rule.id);
      setState((s) =>
        kind === "like"
          ? { ...s, liked: !on, likeCount: s.likeCount + (on ? -1 : 1) }
          : { ...s, hated: !on, hateCount: s.hateCount + (on ? -1 : 1) },
      );
    } catch (err) {
      void toast.error(errorMessage(err) ?? LL.common.somethingWentWrong());
    }
  };

  return (
    <Card className="mr-custom-shared">
      {state.posterUrl && <img src={state.posterUrl} alt="" className="mr-custom-poster" />}
      <div className="mr-custom-text">
        <div className="mr-custom-name">{state.ruleName}</div>
        <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          {t.by({ author: state.authorNickname })}
        </div>
        {state.description && <p className={Classes.TEXT_SMALL}>{state.description}</p>}
      </div>
      <div className="mr-custom-votes">
        <Button
          variant="minimal"
          icon={<HeartIcon />}
          text={String(state.likeCount)}
          aria-label={t.like()}
          title={t.like()}
          aria-pressed={state.liked}
          disabled={state.hated}
          onClick={() => void vote("like")}
        />
        <Button
          variant="minimal"
          icon={<ThumbsDownIcon />}
          text={String(state.hateCount)}
          aria-label={t.hate()}
          title={t.hate()}
          aria-pressed={state.hated}
          disabled={state.liked}
          onClick={() => void vote("hate")}
        />
        <Link
          href={`${paths.subscribe.editCustomSub}?sub_rule_id=${encodeURIComponent(String(rule.id))}`}
        >
          <BookmarkIcon /> {t.add()}
        </Link>
      </div>
    </Card>
  );
}
