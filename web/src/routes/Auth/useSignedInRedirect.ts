import { useEffect } from "react";
import { useNavigate } from "react-router";
import { readSession } from "../../session/cookie";

/** Spec: registering or logging in while signed in as a non-guest redirects to /. A guest may still register. */
export function useSignedInRedirect(skip = false) {
  const navigate = useNavigate();
  useEffect(() => {
    if (skip) return;
    const session = readSession();
    if (session && !session.settings.accountSettings.isGuest) navigate("/", { replace: true });
  }, [navigate, skip]);
}
