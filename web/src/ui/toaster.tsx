import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from "@chakra-ui/react";

/**
 * How much of the viewport's bottom something fixed covers (the account bar sets it): toasts stand above it,
 * never on it.
 */
export const BOTTOM_INSET_VAR = "--rv-bottom-inset";

// The spec gives two auto-close readings (30 s and 3 s). We use 3 s for confirmations and keep errors up
// for 30 s, so an error is never missed while a success never lingers.
export const toaster = createToaster({
  placement: "bottom",
  pauseOnPageIdle: true,
  duration: 3000,
  offsets: { top: "1rem", left: "1rem", right: "1rem", bottom: `calc(var(${BOTTOM_INSET_VAR}, 0px) + 1rem)` },
});

/** How long an undo toast stays: long enough to notice and reach (the server keeps the undo a little longer). */
export const UNDO_TOAST_MS = 10_000;

export function notifyError(message: string) {
  toaster.create({ type: "error", title: message, duration: 30_000, closable: true });
}

export function notifySuccess(message: string) {
  toaster.create({ type: "success", title: message });
}

/** A confirmation with an Undo button, kept for UNDO_TOAST_MS. */
export function notifyWithUndo(message: string, onUndo: () => void) {
  toaster.create({ type: "success", title: message, duration: UNDO_TOAST_MS, closable: true, action: { label: "Undo", onClick: onUndo } });
}

/** Toasts render bottom-centre, above the account bar. */
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
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
