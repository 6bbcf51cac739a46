import { useEffect } from "react";
import { useLocation } from "react-router";

export const APP_NAME = "Rivulet";
const MAX_TITLE = 50; // spec part 1 section 5

/** Sets "Rivulet - {title}" (cut at 50 characters) and the canonical link for the current path. */
export function usePageTitle(title: string | null) {
  const { pathname } = useLocation();
  useEffect(() => {
    const full = title ? `${APP_NAME} - ${title}` : APP_NAME;
    document.title = full.length > MAX_TITLE ? `${full.slice(0, MAX_TITLE - 1)}…` : full;
    let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement("link");
      link.rel = "canonical";
      document.head.appendChild(link);
    }
    link.href = `${window.location.origin}${pathname}`;
  }, [title, pathname]);
}
