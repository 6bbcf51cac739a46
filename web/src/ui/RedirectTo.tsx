import { Navigate } from "react-router";

export function RedirectTo({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}
