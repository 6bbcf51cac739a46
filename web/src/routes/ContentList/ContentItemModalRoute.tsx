import { useCallback, useEffect } from "react";
import { Outlet, useLocation, useNavigate, useParams } from "react-router";
import { ContentItemModal } from "../../features/contentItem/ContentItemModal";
import { toGlobalId } from "../../relay/globalId";
import { backgroundOf, useListNavigation } from "./listNavigation";

/**
 * /content/{id} opened from a list: the item in a modal over that list (ListHost keeps the list rendered),
 * previous / next walking the list's loaded items and loading its next page near the end. Each step
 * replaces the history entry, so Back (or Escape, or the close button) returns to the list in one go.
 */
export function ContentItemModalRoute() {
  const { id = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const nav = useListNavigation();
  const background = backgroundOf(location.state);
  const items = nav?.items ?? [];
  const index = items.findIndex((i) => i.contentItemId === id);
  const prev = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 ? items[index + 1] : undefined;

  // Near the end of what is loaded, fetch the next page so "next" keeps going.
  const { loadMore, hasNext } = nav ?? { loadMore: () => {}, hasNext: false };
  useEffect(() => {
    if (index >= 0 && hasNext && index >= items.length - 3) loadMore();
  }, [index, items.length, hasNext, loadMore]);

  const go = useCallback(
    (contentItemId: string) => void navigate(`/content/${contentItemId}`, { replace: true, state: location.state }),
    [navigate, location.state],
  );
  const close = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(background ? `${background.pathname}${background.search}` : (nav?.listPath ?? "/"), { replace: true });
  }, [navigate, background, nav?.listPath]);

  return (
    <>
      <ContentItemModal
        itemId={toGlobalId("ContentItem", id)}
        onClose={close}
        onPrev={prev ? () => go(prev.contentItemId) : undefined}
        onNext={next ? () => go(next.contentItemId) : undefined}
      />
      <Outlet />
    </>
  );
}
