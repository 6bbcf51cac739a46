import { Center, Spinner } from "@chakra-ui/react";

export function PageSpinner() {
  return (
    <Center minH="40vh" aria-busy="true">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
