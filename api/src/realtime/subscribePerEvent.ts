import { createSourceEventStream, execute, GraphQLError, validateSubscriptionArgs, type ExecutionArgs, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * graphql's `subscribe`, except that every event is executed with a shallow copy of the operation's context.
 * Per-request caches (DataLoader, viewer counts) key on the context object, so each event reads fresh data
 * instead of what the first event loaded, however long the subscription lives. A source stream that fails ends
 * with one result carrying the error (not a thrown one), so Yoga's masking sees it like any resolver error.
 */
export async function subscribePerEvent(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const validated = validateSubscriptionArgs(args);
  if (!("schema" in validated)) return { errors: [...validated] };
  const stream = await createSourceEventStream(validated);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const source = stream[Symbol.asyncIterator]();
  let failed = false;
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      if (failed) return { done: true, value: undefined };
      let event: IteratorResult<unknown>;
      try {
        event = await source.next();
      } catch (e) {
        failed = true;
        const error = e instanceof Error ? e : new Error(String(e));
        return { done: false, value: { errors: [new GraphQLError(error.message, { originalError: error })] } };
      }
      if (event.done) return { done: true, value: undefined };
      const result = await execute({ ...args, rootValue: event.value, contextValue: { ...(args.contextValue as object) } });
      return { done: false, value: result as ExecutionResult };
    },
    // Forwarded at once (not after the next event), so an idle stream's listeners go when the client leaves.
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** Makes Yoga run every subscription with subscribePerEvent, over HTTP (SSE) and graphql-ws alike. */
export function usePerEventSubscriptions(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribePerEvent);
    },
  };
}
