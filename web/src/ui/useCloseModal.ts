import { useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * Closing a modal route (spec part 1 section 2.2: modals push a url; closing goes back in history). Opened
 * from within the app, Back returns to the page it was opened from; opened directly (a shared link, a
 * reload), there is nothing to go back to, so it replaces the modal url with `fallback`.
 */
export function useCloseModal(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
