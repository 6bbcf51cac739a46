import { Alert } from "@chakra-ui/react";

/** A form-level message (errors are announced as alerts, confirmations as status). */
export function FormAlert({ message, status = "error" }: { message: string | undefined; status?: "error" | "success" }) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === "error" ? "alert" : "status"}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
