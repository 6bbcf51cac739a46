/** Spec part 2 sections 2 and 8: the stories screens' states and messages. */
export const STORY_NOT_FOUND = "Story Not Found";
export const NO_STORIES = "No stories found.";
export const STORY_FETCH_FAILED = "An unknown error occurred while fetching the story.";

/** 'Error loading stories: {message}'. */
export function storiesLoadFailed(message: string): string {
  return `Error loading stories: ${message}`;
}
