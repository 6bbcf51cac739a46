import { Menu, Portal } from "@chakra-ui/react";
import {
  createContext, useCallback, useContext, useMemo, useRef, useState,
  type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode,
} from "react";

/** Spec part 1 section 9: a long press opens the context menu after 500 ms. */
export const LONG_PRESS_MS = 500;
// A finger that drifts further than this is scrolling, not pressing.
const LONG_PRESS_SLOP_PX = 10;

export interface ContextMenuItem {
  value: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Destructive entries are drawn in the danger colour. */
  danger?: boolean;
  /** Draws a separator above this entry. */
  separated?: boolean;
}

export interface ContextMenuSpec {
  /** Names the menu for screen readers, e.g. "Subscription actions". */
  label: string;
  items: ContextMenuItem[];
}

interface OpenMenu extends ContextMenuSpec {
  x: number;
  y: number;
  /** Opening counter: each opening remounts the menu so it is placed at its new point. */
  key: number;
  returnFocus: HTMLElement | null;
}

const OpenContext = createContext<((menu: Omit<OpenMenu, "key">) => void) | null>(null);

/**
 * One context menu for everything below it (spec part 1 section 2.2: subscription, folder, all-subscriptions,
 * …). It opens at the pointer; any click outside it or on an entry closes it.
 */
export function ContextMenuProvider({ children }: { children: ReactNode }) {
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const counter = useRef(0);
  const open = useCallback((m: Omit<OpenMenu, "key">) => {
    counter.current += 1;
    setMenu({ ...m, key: counter.current });
  }, []);
  // An entry runs after the menu has closed and handed focus back: an action that moves focus itself (an
  // inline rename field, a dialog) must come after that. Its own click runs it, not the menu's onSelect,
  // which only fires for an entry the pointer "highlighted" first (a quick tap or click can miss that).
  const acted = useRef(false);
  const close = () => {
    const back = menu?.returnFocus;
    setMenu(null);
    window.setTimeout(() => {
      // Keyboard users return to the entry they opened the menu from, unless the action took focus elsewhere.
      if (!acted.current && back?.isConnected) back.focus({ preventScroll: true });
      acted.current = false;
    }, 0);
  };
  const run = (action: () => void) => {
    acted.current = true;
    window.setTimeout(action, 0);
  };

  return (
    <OpenContext.Provider value={open}>
      {children}
      {menu && (
        <Menu.Root
          key={menu.key}
          open
          onOpenChange={(e) => !e.open && close()}
          // The point is in viewport coordinates, so the menu is fixed too: scrolling the page under an open
          // menu must not make it jump away from the pointer.
          positioning={{ strategy: "fixed", placement: "bottom-start", gutter: 2, getAnchorRect: () => ({ x: menu.x, y: menu.y, width: 0, height: 0 }) }}
        >
          <Portal>
            <Menu.Positioner>
              <Menu.Content aria-label={menu.label} minW="48">
                {menu.items.flatMap((item) => [
                  ...(item.separated ? [<Menu.Separator key={`${item.value}-sep`} />] : []),
                  <Menu.Item
                    key={item.value}
                    value={item.value}
                    disabled={item.disabled}
                    onClick={() => !item.disabled && run(item.onSelect)}
                    color={item.danger ? "fg.error" : undefined}
                    _highlighted={item.danger ? { bg: "bg.error", color: "fg.error" } : undefined}
                  >
                    {item.label}
                  </Menu.Item>,
                ])}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </OpenContext.Provider>
  );
}

/** Opens a menu at a point, e.g. below a "more actions" button (focus returns to `returnFocus`). */
export function useOpenContextMenu(): (spec: ContextMenuSpec, x: number, y: number, returnFocus?: HTMLElement | null) => void {
  const open = useContext(OpenContext);
  return useCallback((spec, x, y, returnFocus = null) => open?.({ ...spec, x, y, returnFocus }), [open]);
}

export interface ContextMenuTriggerProps {
  onContextMenu: (e: MouseEvent<HTMLElement>) => void;
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onClickCapture: (e: MouseEvent<HTMLElement>) => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Props that make an element open a context menu: right-click, a 500 ms long press on touch (the click that
 * ends the press is swallowed, so the entry does not also open), and the keyboard's ContextMenu key or
 * Shift+F10. `getMenu` is called at opening time; null means no menu for this element right now.
 */
export function useContextMenuTrigger(getMenu: () => ContextMenuSpec | null): ContextMenuTriggerProps {
  const open = useContext(OpenContext);
  const press = useRef<{ timer: number; x: number; y: number } | null>(null);
  // Set when a long press opened the menu, until the next press: the click (and, on some touch browsers, the
  // contextmenu event) that ends this press must not act again.
  const pressOpened = useRef(false);
  const latest = useRef(getMenu);
  latest.current = getMenu;

  return useMemo(() => {
    const show = (x: number, y: number, returnFocus: HTMLElement | null) => {
      const spec = latest.current();
      if (!spec || !open) return false;
      open({ ...spec, x, y, returnFocus });
      return true;
    };
    const cancelPress = () => {
      if (press.current) window.clearTimeout(press.current.timer);
      press.current = null;
    };
    return {
      onContextMenu(e) {
        e.preventDefault();
        e.stopPropagation();
        if (pressOpened.current) return;
        show(e.clientX, e.clientY, null);
      },
      onPointerDown(e) {
        pressOpened.current = false;
        cancelPress();
        if (e.pointerType === "mouse" || e.button !== 0) return;
        const { clientX: x, clientY: y } = e;
        press.current = {
          x,
          y,
          timer: window.setTimeout(() => {
            press.current = null;
            if (show(x, y, null)) pressOpened.current = true;
          }, LONG_PRESS_MS),
        };
      },
      onPointerMove(e) {
        const p = press.current;
        if (p && Math.hypot(e.clientX - p.x, e.clientY - p.y) > LONG_PRESS_SLOP_PX) cancelPress();
      },
      onPointerUp: cancelPress,
      onPointerCancel: cancelPress,
      onClickCapture(e) {
        if (pressOpened.current) {
          e.preventDefault();
          e.stopPropagation();
        }
      },
      onKeyDown(e) {
        if (e.key !== "ContextMenu" && !(e.shiftKey && e.key === "F10")) return;
        e.preventDefault();
        const rect = e.currentTarget.getBoundingClientRect();
        show(rect.left + 16, rect.bottom, e.target instanceof HTMLElement ? e.target : e.currentTarget);
      },
    };
  }, [open]);
}
