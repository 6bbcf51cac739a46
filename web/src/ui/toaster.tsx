import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from "@chakra-ui/react";

// The spec gives two auto-close readings (30 s and 3 s). We use 3 s for confirmations and keep errors up
// for 30 s, so an error is never missed while a success never lingers.
export const toaster = createToaster({ placement: "bottom", pauseOnPageIdle: true, duration: 3000 });

export function notifyError(message: string) {
  toaster.create({ type: "error", title: message, duration: 30_000, closable: true });
}

export function notifySuccess(message: string) {
  toaster.create({ type: "success", title: message });
}

/** Toasts render bottom-centre. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            {toast.type === "loading" ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
