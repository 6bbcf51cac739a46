import { HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

const LINKS = [
  ["/pages/about", "About"],
  ["/pages/help", "Help"],
  ["/pages/privacy-policy", "Privacy Policy"],
  ["/pages/terms-of-service", "Terms of Service"],
  ["/sitemap.xml", "Sitemap"],
] as const;

export function Footer() {
  return (
    <Stack as="footer" px={{ base: "4", md: "8" }} py="6" borderTopWidth="1px" borderColor="border" gap="2" fontSize="sm" color="fg.muted">
      <HStack gap="4" flexWrap="wrap">
        {LINKS.map(([to, label]) => (
          <Link key={to} asChild color="fg.muted">
            {to.endsWith(".xml") ? <a href={to}>{label}</a> : <RouterLink to={to}>{label}</RouterLink>}
          </Link>
        ))}
      </HStack>
      <Text>© {new Date().getFullYear()} Rivulet</Text>
    </Stack>
  );
}
