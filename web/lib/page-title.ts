import { useEffect } from "react";

export const PRODUCT_NAME = "Movie Robot";

export function formatPageTitle(title: string): string {
  return `${title} | ${PRODUCT_NAME}`;
}

/** Sets `document.title` to "{title} | Movie Robot" while the calling page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
