import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from "graphql";

/**
 * graphql's `subscribe`, except that every event is executed with a shallow copy of the operation's context.
 * Per-request caches (DataLoader, viewer counts) key on the context object, so each event reads fresh data
 * instead of what the first event loaded, however long the subscription lives.
 */
export async function subscribePerEvent(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const source = stream[Symbol.asyncIterator]();
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const event = await source.next();
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
