import { useState, type CSSProperties, type MouseEvent, type ReactNode } from "react";
import { Favicon } from "../../../ui/Favicon";
import { formatCount } from "../../../ui/formatCount";
import { cssColor } from "../../../ui/icons";
import { formatDateTime } from "../../feeds/formatDate";
import type { ItemView } from "../itemView";
import type { TopicChipSize } from "../../topics/topicLabel";
import { scoreBand, scoreColor } from "../scoreColor";
import "./items.css";

// Plain elements with the classes of items.css, not Chakra elements: a list draws a dozen or more rows of
// twenty-odd elements, and a Chakra element resolves and hashes its styles on every render.

export interface ItemLayoutProps {
  view: ItemView;
  selected: boolean;
  /** 1-based place in the list and the list's size (-1: unknown, more pages to load): the feed pattern's aria-posinset / aria-setsize. */
  position: number;
  setSize: number;
  actions: ReactNode;
  onOpen: () => void;
  onSelect: () => void;
  /** List layout: the selected item's article, shown inline under its row. */
  expanded?: ReactNode;
  /** The item's topic chips at a size, at most `max` (layouts that show them; absent when the list did not ask). */
  renderTopics?: (size: TopicChipSize, max: number) => ReactNode;
}

/** Clicks on links, buttons and menus inside an item do their own thing; anywhere else opens the item. */
function fromControl(e: MouseEvent) {
  return (e.target as HTMLElement).closest("a,button,input,[role=menuitem],[role=menu]") !== null;
}

/** The id of an item's title, which names its article. */
export const itemTitleId = (view: ItemView) => `item-title-${view.contentItemId}`;

/**
 * The item's frame in every layout: selection outline, read dimming, click to open. `data-item-index` lets
 * the list find rows for keyboard scrolling and read-on-scroll. `variant` picks the layout's borders and padding.
 * An article of the list's feed (WAI-ARIA feed pattern): named by its title, placed by aria-posinset /
 * aria-setsize, focusable (the list focuses the item the keyboard selects), and the selected one is aria-current
 * (aria-selected belongs to options and rows).
 */
export function ItemFrame({ props, variant, children }: { props: ItemLayoutProps; variant: "list" | "compact" | "magazine" | "card" | "article"; children: ReactNode }) {
  return (
    <article
      className={`rv-item rv-item--${variant}`}
      aria-current={props.selected ? "true" : undefined}
      aria-posinset={props.position}
      aria-setsize={props.setSize}
      aria-labelledby={itemTitleId(props.view)}
      tabIndex={-1}
      data-read={props.view.isRead ? "" : undefined}
      data-testid="content-item"
      onClick={(e) => {
        if (fromControl(e)) return;
        props.onSelect();
        props.onOpen();
      }}
    >
      {children}
    </article>
  );
}

/** Chakra's lineClamp as a class and a custom property. */
export function clamp(lines: number): { className: string; style: CSSProperties } {
  return { className: "rv-clamp", style: { "--rv-lines": lines } as CSSProperties };
}

/**
 * The item title. It is a real link to /content/{id} (middle-click opens the page in a new tab); a plain
 * click opens the item over the list instead. Read items are dimmed by the frame's data-read.
 */
export function ItemTitle({ props, lines = 2, size = "md" }: { props: ItemLayoutProps; lines?: number; size?: "sm" | "md" | "lg" | "2xl" }) {
  const { view } = props;
  const lineClamp = clamp(lines);
  return (
    <h3 id={itemTitleId(view)} className={`rv-item-title ${lineClamp.className}`} style={lineClamp.style} data-size={size}>
      <a
        href={`/content/${view.contentItemId}`}
        data-testid="content-item-title"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          props.onSelect();
          props.onOpen();
        }}
      >
        {view.title}
      </a>
    </h3>
  );
}

/**
 * An item's age, with the exact date and time as its tooltip. The tooltip's text is made when the pointer
 * first comes near: a date formatter on every row (and the locale data the first one loads) is work the list
 * would otherwise do before its first paint, for a tooltip few open.
 */
export function ItemAge({ view, className, children }: { view: ItemView; className?: string; children: ReactNode }) {
  return (
    <span
      className={className}
      onPointerEnter={(e) => {
        e.currentTarget.title ||= formatDateTime(view.sortAt);
      }}
    >
      {children}
    </span>
  );
}

/** Source, author, age, score and comments. */
export function ItemMeta({ view, children }: { view: ItemView; children?: ReactNode }) {
  return (
    <div className="rv-item-meta">
      <Favicon src={view.faviconUrl} />
      <span className="rv-truncate rv-item-source">{view.source}</span>
      {view.creator && <span className="rv-truncate rv-item-creator">· {view.creator}</span>}
      <ItemAge view={view}>· {view.when}</ItemAge>
      {view.score !== null && view.score > 0 && (
        <span>
          ·{" "}
          <span style={{ color: cssColor(scoreColor(view.score)) }} data-score-band={scoreBand(view.score)}>
            {formatCount(view.score)}
          </span>{" "}
          points
        </span>
      )}
      {view.comments !== null && view.comments > 0 && <span>· {formatCount(view.comments)} comments</span>}
      {children}
    </div>
  );
}

/** An item image that falls back to a neutral placeholder when it is missing or fails to load (spec). */
export function ItemImage({ src, alt = "", className }: { src: string | null; alt?: string; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src && failed !== src;
  return (
    <div className={`rv-item-image ${className}`}>
      {show ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          draggable={false}
          onError={() => setFailed(src)}
        />
      ) : (
        <div className="rv-item-image-placeholder" data-testid="image-placeholder" aria-hidden>
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="3" y="3" width="18" height="18" rx="2" />
            <circle cx="9" cy="9" r="2" />
            <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
          </svg>
        </div>
      )}
    </div>
  );
}

/** Item buttons: always visible on touch screens, on hover/selection/focus elsewhere. */
export function ItemActions({ children, shown = false, hideOnPhones = false }: { children: ReactNode; shown?: boolean; hideOnPhones?: boolean }) {
  return (
    // One-line rows are too narrow on phones for buttons next to the title: swipe actions stand in there.
    <div className="rv-item-actions item-actions" data-shown={shown ? "" : undefined} data-hide-on-phones={hideOnPhones ? "" : undefined}>
      {children}
    </div>
  );
}
