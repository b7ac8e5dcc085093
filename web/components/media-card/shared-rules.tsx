import { Card, H6 } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import { mediaImage } from "../../lib/media-image";
import { paths } from "../../lib/paths";
import { sharedRulesQueryOptions } from "./api/shared-rules";

/**
 * §S3 "可以使用以下自定义订阅": the shared custom subscriptions for a title,
 * each with "添加到我的订阅" (the editor, pre-filled from the rule). Nothing at
 * all when there are none, or when the endpoint is not there.
 */
export function SharedRules({ doubanId }: { doubanId: string }) {
  const { LL } = useI18nContext();
  const t = LL.discover.subscribeDialog.sharedRules;
  const rules = useQuery(sharedRulesQueryOptions(doubanId));
  const list = rules.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="mr-shared-rules" aria-label={t.title()}>
      <H6>{t.title()}</H6>
      {list.map((rule) => {
        const poster = mediaImage(rule.posterUrl);
        return (
          <Card key={rule.id} compact className="mr-shared-rule">
            {poster && <img className="mr-poster-img" src={poster} alt="" loading="lazy" />}
            <div>
              <strong>{rule.ruleName}</strong>
              {rule.authorNickname && <div>{t.author({ name: rule.authorNickname })}</div>}
              {rule.description && <p>{rule.description}</p>}
              <Link
                href={`${paths.subscribe.editCustomSub}?sub_rule_id=${encodeURIComponent(String(rule.id))}`}
              >
                {t.install()}
              </Link>
            </div>
          </Card>
        );
      })}
    </section>
  );
}
