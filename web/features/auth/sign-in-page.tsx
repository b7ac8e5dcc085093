import { Card, Classes, H1, H2 } from "@blueprintjs/core";
import { useState } from "react";
import logoUrl from "../../assets/logo.svg";
import { useI18nContext } from "../../i18n/i18n-react";
import { usePageTitle } from "../../lib/page-title";
import { lastVisitor } from "../../lib/returning-visitor";
import { PlainLayout } from "../frame/plain-layout";
import { SignInForm } from "./sign-in-form";

/** /auth/sign-in: logo, title, welcome headline (plus a greeting for a returning visitor) and the form (seed §2). */
export function SignInPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.signIn.pageTitle());
  const [returning] = useState(() => lastVisitor() !== null);
  return (
    <PlainLayout>
      <Card elevation={2} style={{ display: "flex", flexDirection: "column", gap: 16 }}>
        <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
          <img src={logoUrl} alt={LL.brand.logoAlt()} width={64} height={64} />
          <div>
            <H1 style={{ margin: 0 }}>{LL.signIn.title()}</H1>
            <H2 className={Classes.TEXT_MUTED} style={{ margin: 0, fontSize: 18 }}>
              {LL.signIn.welcome()}
            </H2>
          </div>
        </div>
        {returning && (
          <p className="mr-returning" style={{ margin: 0 }}>
            <strong>{LL.phrases.welcomeBack()}</strong> {LL.phrases.missedYou()}
          </p>
        )}
        <SignInForm />
      </Card>
    </PlainLayout>
  );
}
