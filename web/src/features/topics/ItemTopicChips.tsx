import { graphql, useFragment } from "react-relay";
import type { ItemTopicChips_item$key } from "../../__generated__/ItemTopicChips_item.graphql";
import { TopicChips } from "./TopicChips";
import type { TopicChipSize } from "./topicLabel";

/** An item's topic chips (spec part 2 section 2: the item detail shows its topics), up to 12. */
export function ItemTopicChips(props: { item: ItemTopicChips_item$key; size?: TopicChipSize }) {
  const item = useFragment(
    graphql`
      fragment ItemTopicChips_item on ContentItem {
        topics {
          ...TopicChips_topics
        }
      }
    `,
    props.item,
  );
  return <TopicChips topics={item.topics} size={props.size ?? "large"} />;
}
