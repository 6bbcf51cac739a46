import type { Topics } from "./pubsub.js";

/** What a change announces beyond "this user's counts moved". */
export type Announcement = Omit<Topics["unreadCountsChanged"], "userId">;
/** Tells live clients (every tab and device of the user, in any process) that the user's counts changed. */
export type Announce = (userId: string, change?: Announcement) => void;

/**
 * Wraps a service so that each listed method, once it succeeds, announces that its user's counts changed
 * (the method's first argument is the acting user). Services stay unaware of live updates; a method calling a
 * sibling through `this` reaches the unwrapped one, so one call announces once.
 */
export function announcingChanges<T extends object>(service: T, methods: Array<keyof T>, announce: (userId: string) => void): T {
  const wrapped: T = { ...service };
  for (const name of methods) {
    const method = service[name] as unknown as (user: { id: string }, ...rest: unknown[]) => Promise<unknown>;
    (wrapped as Record<keyof T, unknown>)[name] = async (user: { id: string }, ...rest: unknown[]) => {
      const result = await method.call(service, user, ...rest);
      announce(user.id);
      return result;
    };
  }
  return wrapped;
}
