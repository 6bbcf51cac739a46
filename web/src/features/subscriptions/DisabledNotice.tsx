import { Alert, Button, HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

/**
 * Spec part 2 section 2: a disabled subscription or folder shows a message telling the user to re-enable it
 * from the library or its properties. The button re-enables it right here.
 */
export function DisabledNotice(props: { kind: "subscription" | "folder"; propertiesPath: string; busy: boolean; onEnable: () => void }) {
  return (
    <Alert.Root status="warning" role="status" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>This {props.kind} is disabled</Alert.Title>
        <Alert.Description>
          It is not updated and shows no content. Re-enable it from the{" "}
          <Link asChild fontWeight="semibold" color="inherit" textDecoration="underline">
            <RouterLink to="/library">Library</RouterLink>
          </Link>{" "}
          or its{" "}
          <Link asChild fontWeight="semibold" color="inherit" textDecoration="underline">
            <RouterLink to={props.propertiesPath}>properties</RouterLink>
          </Link>
          .
        </Alert.Description>
        <HStack>
          <Button size="sm" colorPalette="brand" loading={props.busy} onClick={props.onEnable}>
            Enable {props.kind}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
