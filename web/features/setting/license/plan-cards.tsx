import { Button, Card, Classes, H2, Tag } from "@blueprintjs/core";
import { HeartIcon, TickIcon } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { ExternalLink } from "../../../components/external-link";
import { useI18nContext } from "../../../i18n/i18n-react";
import { paths } from "../../../lib/paths";
import type { LicenseDetail } from "../hub/api/get-license-detail";
import { LICENSE_LINKS } from "./license-links";
import { currentPlan, isPermanent } from "./license-status";

type PlanCardProps = {
  title: string;
  price: string;
  period?: string;
  features: string[];
  current: boolean;
  note?: string;
  children: ReactNode;
};

function PlanCard({ title, price, period, features, current, note, children }: PlanCardProps) {
  const { LL } = useI18nContext();
  return (
    <Card elevation={current ? 2 : 1} className={current ? "mr-plan mr-plan-current" : "mr-plan"}>
      <div className="mr-plan-head">
        <H2 className="mr-plan-title">{title}</H2>
        {current && (
          <Tag intent="danger" minimal icon={<HeartIcon />}>
            {LL.settingLog.license.current()}
          </Tag>
        )}
      </div>
      <p className="mr-plan-price">
        <span className="mr-plan-amount">{price}</span>
        {period && <span className={Classes.TEXT_MUTED}> {period}</span>}
      </p>
      <ul className="mr-plan-features">
        {features.map((f) => (
          <li key={f}>
            <TickIcon className="mr-plan-tick" aria-hidden /> {f}
          </li>
        ))}
      </ul>
      {note && <p className={Classes.TEXT_MUTED}>{note}</p>}
      <div className="mr-plan-actions">{children}</div>
    </Card>
  );
}

/** 免费体验 and 永久授权 (screens.md), made sensible for the built-in backend. */
export function PlanCards({ detail }: { detail: LicenseDetail }) {
  const { LL } = useI18nContext();
  const t = LL.settingLog.license;
  const [, navigate] = useLocation();
  const builtin = detail.builtin === true;
  const plan = currentPlan(detail);
  const permanent = isPermanent(detail);
  const lifetimePrice = builtin
    ? t.lifetime.builtinPrice()
    : permanent
      ? t.lifetime.bought()
      : t.lifetime.price();
  return (
    <section className="mr-plans" aria-label={t.plans()}>
      <PlanCard
        title={t.trial.title()}
        price={t.trial.price()}
        period={t.perMonth()}
        features={Object.values(t.trial.features).map((f) => f())}
        current={plan === "trial"}
        note={builtin ? t.trial.builtinNote() : undefined}
      >
        <Button
          intent="primary"
          text={t.trial.invite()}
          disabled={detail.licenseType === "ExperienceUser"}
          onClick={() => navigate(paths.user.inviteEmail)}
        />
        {!builtin && (
          <ExternalLink href={LICENSE_LINKS.registerTrial}>{t.trial.register()}</ExternalLink>
        )}
      </PlanCard>
      <PlanCard
        title={t.lifetime.title()}
        price={lifetimePrice}
        period={builtin || permanent ? undefined : t.forever()}
        features={Object.values(t.lifetime.features).map((f) => f())}
        current={plan === "lifetime"}
        note={builtin ? t.lifetime.builtinNote() : undefined}
      >
        <span className="mr-plan-cta">
          <ExternalLink href={permanent ? LICENSE_LINKS.community : LICENSE_LINKS.pricing}>
            {permanent
              ? t.lifetime.community()
              : detail.licenseType === "SubVIP"
                ? t.lifetime.upgrade()
                : t.lifetime.buy()}
          </ExternalLink>
        </span>
      </PlanCard>
    </section>
  );
}
