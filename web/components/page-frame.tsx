import { Classes, H1 } from "@blueprintjs/core";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../i18n/i18n-react";
import { usePageTitle } from "../lib/page-title";
import type { BreadcrumbItem } from "../lib/route-meta";

/**
 * Performance mark set when a screen's frame first renders (its page has
 * started to mount, before any of its effects): the browser test and the
 * bench compare a screen's first data request with it.
 */
export const PAGE_FRAME_MARK = "mr:page-frame";

export type PageFrameProps = {
  title: string;
  breadcrumb: BreadcrumbItem[];
  children?: ReactNode;
};

/**
 * Every screen's frame: breadcrumb (section → page), the page title as the
 * heading and in `document.title` ("{title} | Movie Robot").
 */
export function PageFrame({ title, breadcrumb, children }: PageFrameProps) {
  const { LL } = useI18nContext();
  usePageTitle(title);
  useState(() => performance.mark?.(PAGE_FRAME_MARK));
  return (
    <section className="mr-page">
      <nav aria-label={LL.shell.breadcrumb()}>
        <ol className={Classes.BREADCRUMBS}>
          {breadcrumb.map((item, index) => {
            const last = index === breadcrumb.length - 1;
            const key = `${index}-${item.label}`;
            if (last) {
              return (
                <li key={key}>
                  <span
                    className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`}
                    aria-current="page"
                  >
                    {item.label}
                  </span>
                </li>
              );
            }
            return (
              <li key={key}>
                {item.href ? (
                  <Link href={item.href} className={Classes.BREADCRUMB}>
                    {item.label}
                  </Link>
                ) : (
                  <span className={Classes.BREADCRUMB}>{item.label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <H1 className="mr-page-title">{title}</H1>
      {children}
    </section>
  );
}
