import { useLocation } from "react-router";
import { ContentItemPage } from "../ContentItem/ContentItemPage";
import { ContentItemModalRoute } from "./ContentItemModalRoute";
import { backgroundOf } from "./listNavigation";

export { loader } from "../ContentItem/ContentItemPage";

/** /content/{id}: a modal over the list it was opened from, or a page when opened directly. */
export function ContentItemRoute() {
  const location = useLocation();
  return backgroundOf(location.state) ? <ContentItemModalRoute /> : <ContentItemPage />;
}
