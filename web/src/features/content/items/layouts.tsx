import { Button } from "@chakra-ui/react";
import { ArticleProse } from "../../contentItem/ArticleProse";
import { clamp, ItemActions, ItemAge, ItemFrame, ItemImage, ItemMeta, ItemTitle, type ItemLayoutProps } from "./ItemParts";

export type { ItemLayoutProps };

// Each layout's elements are plain, styled by items.css (see ItemParts): their Chakra equivalents are named
// in the class comments there (Stack = rv-col, HStack = rv-row).

/** Topic chips a teaser shows (spec: 12 at most): the few most central ones; the item itself shows them all. */
const CARD_TOPICS = 3;
const CARD_LARGE_TOPICS = 4;
const MAGAZINE_TOPICS = 5;

/** A teaser of `lines` lines. */
function Snippet({ text, lines, className = "rv-item-snippet" }: { text: string; lines: number; className?: string }) {
  const lineClamp = clamp(lines);
  return (
    <p className={`${className} ${lineClamp.className}`} style={lineClamp.style}>
      {text}
    </p>
  );
}

/** list: one dense line per item (source, title, teaser, age); the selected item opens inline below it. */
export function ListItem(props: ItemLayoutProps) {
  const { view } = props;
  return (
    <ItemFrame props={props} variant="list">
      <div className="rv-row rv-list-line">
        <div className="rv-row rv-list-source">
          <span className="rv-truncate rv-item-source rv-item-list-source">{view.source}</span>
        </div>
        <div className="rv-row rv-list-main">
          <div className="rv-list-title">
            <ItemTitle props={props} lines={1} size="sm" />
          </div>
          <p className="rv-truncate rv-list-snippet">{view.snippet}</p>
        </div>
        <ItemActions shown={props.selected} hideOnPhones>
          {props.actions}
        </ItemActions>
        <ItemAge view={view} className="rv-list-when">
          {view.when.replace(" ago", "")}
        </ItemAge>
      </div>
      {props.expanded && (
        <div className="rv-list-expanded" onClick={(e) => e.stopPropagation()}>
          {props.expanded}
        </div>
      )}
    </ItemFrame>
  );
}

/** compact (default): title, two-line teaser and details, with a thumbnail on the right. */
export function CompactItem(props: ItemLayoutProps) {
  const { view } = props;
  return (
    <ItemFrame props={props} variant="compact">
      <div className="rv-row rv-compact">
        <div className="rv-col rv-compact-text">
          <ItemTitle props={props} />
          {view.snippet && <Snippet text={view.snippet} lines={2} />}
          <div className="rv-row rv-compact-foot">
            <ItemMeta view={view} />
            <ItemActions shown={props.selected}>{props.actions}</ItemActions>
          </div>
        </div>
        {view.imageUrl && <ItemImage src={view.imageUrl} className="rv-compact-image" />}
      </div>
    </ItemFrame>
  );
}

/** magazine: a large picture beside the title and a longer teaser. */
export function MagazineItem(props: ItemLayoutProps) {
  const { view } = props;
  return (
    <ItemFrame props={props} variant="magazine">
      <div className="rv-magazine">
        {view.imageUrl && <ItemImage src={view.imageUrl} className="rv-magazine-image" />}
        <div className="rv-col rv-magazine-text">
          <ItemTitle props={props} size="lg" />
          <ItemMeta view={view} />
          {view.snippet && <Snippet text={view.snippet} lines={3} />}
          {props.renderTopics?.("medium", MAGAZINE_TOPICS)}
          <div className="rv-row rv-push-end">
            <ItemActions shown={props.selected}>{props.actions}</ItemActions>
          </div>
        </div>
      </div>
    </ItemFrame>
  );
}

/** cards / cards-large: a grid of cards, picture on top. */
export function CardItem(props: ItemLayoutProps & { large?: boolean }) {
  const { view, large } = props;
  return (
    <ItemFrame props={props} variant="card">
      <div className="rv-col rv-card">
        <ItemImage src={view.imageUrl} className="rv-card-image" />
        <div className="rv-col rv-card-text">
          <ItemTitle props={props} lines={3} size={large ? "lg" : "md"} />
          {view.snippet && <Snippet text={view.snippet} lines={large ? 4 : 2} />}
          {props.renderTopics?.("small", large ? CARD_LARGE_TOPICS : CARD_TOPICS)}
          <div className="rv-col rv-card-foot">
            <ItemMeta view={view} />
            <div className="rv-row rv-end">
              <ItemActions shown={props.selected}>{props.actions}</ItemActions>
            </div>
          </div>
        </div>
      </div>
    </ItemFrame>
  );
}

/** article: the whole article inline, one after another. */
export function ArticleItem(props: ItemLayoutProps) {
  const { view } = props;
  return (
    <ItemFrame props={props} variant="article">
      <div className="rv-col rv-article">
        <ItemMeta view={view} />
        <ItemTitle props={props} lines={4} size="2xl" />
        {view.imageUrl && <ItemImage src={view.imageUrl} className="rv-article-image" />}
        {/* The item view's renderer: links open in a new tab, a broken image shows the placeholder. */}
        {view.bodyHtml ? <ArticleProse html={view.bodyHtml} /> : <p className="rv-muted">{view.snippet}</p>}
        <div className="rv-row rv-article-foot">
          {/* Always here: in this layout the title opens the item, so this is the one step to the source. */}
          {view.link ? (
            <Button asChild size="sm" variant="outline">
              <a href={view.link} target="_blank" rel="noopener noreferrer">
                Visit Site
              </a>
            </Button>
          ) : (
            <span />
          )}
          <ItemActions shown>{props.actions}</ItemActions>
        </div>
      </div>
    </ItemFrame>
  );
}
