import { forwardRef, type ButtonHTMLAttributes, type CSSProperties } from "react";
import { cssColor } from "./icons";
import "./plain.css";

export interface PlainIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  "aria-label": string;
  size?: "xs" | "sm" | "md";
  /** Chakra colour tokens (or CSS colours): the icon's colour, and on hover. The palette's fg otherwise. */
  color?: string;
  hoverColor?: string;
}

/**
 * Chakra's ghost IconButton as a plain <button> with a class (ui/plain.css): for the buttons every list row
 * draws, where a Chakra Button resolves its recipe and hashes its styles on every render. It looks and behaves
 * the same (hover, focus ring, expanded, disabled) and takes the ref and props a Chakra trigger (asChild) gives.
 */
export const PlainIconButton = forwardRef<HTMLButtonElement, PlainIconButtonProps>(function PlainIconButton(
  { size = "sm", color, hoverColor, className, style, type = "button", ...rest },
  ref,
) {
  const colors = {
    ...(color ? { "--rv-btn-color": cssColor(color) } : {}),
    ...(hoverColor ? { "--rv-btn-hover-color": cssColor(hoverColor) } : {}),
  } as CSSProperties;
  return (
    <button
      ref={ref}
      type={type}
      data-size={size}
      className={className ? `rv-icon-button ${className}` : "rv-icon-button"}
      style={style ? { ...colors, ...style } : colors}
      {...rest}
    />
  );
});
