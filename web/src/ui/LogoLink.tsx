import { HStack, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { Logo } from "./Logo";

/** The logo and product name, linking home. */
export function LogoLink() {
  return (
    <Link asChild _hover={{ textDecoration: "none" }}>
      <RouterLink to="/">
        <HStack gap="2">
          <Logo size={26} />
          <Text fontWeight="bold" fontSize="lg" letterSpacing="tight">
            Rivulet
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
