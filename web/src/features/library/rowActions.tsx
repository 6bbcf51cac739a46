import { IconButton } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { SlidersIcon } from "../../ui/icons";

export { TrashIcon, DownloadIcon } from "../../ui/icons";

/** A row's Properties button: the entity's properties modal route (it pushes a URL; closing comes back here). */
export function PropertiesLink(props: { to: string; name: string }) {
  return (
    <IconButton asChild size="sm" variant="ghost" aria-label={`${props.name} properties`} title="Properties">
      <RouterLink to={props.to}>
        <SlidersIcon />
      </RouterLink>
    </IconButton>
  );
}
