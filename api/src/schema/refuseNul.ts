import { GraphQLError, visit, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { fieldHoldingNul, NUL_MESSAGE } from "../lib/nulCharacters.js";

/** Whether a string literal of the document holds U+0000 (written as the \u0000 escape: the source cannot hold one). */
function documentHoldsNul(document: DocumentNode): boolean {
  const source = document.loc?.source.body;
  if (source !== undefined && !/\\u0000|\\u\{0+\}/.test(source)) return false;
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes("\u0000")) found = true;
    },
  });
  return found;
}

function refusal() {
  return { errors: [new GraphQLError(NUL_MESSAGE, { extensions: { code: "VALIDATION_ERROR", display_message_key: "VALIDATION_ERROR" } })] };
}

/**
 * GraphQL's twin of the REST facade's NUL guard (handleRest.ts): PostgreSQL text cannot hold U+0000, so an operation
 * whose variables or literals carry one is refused before any resolver runs (a mutation would otherwise fail at its
 * first write that stores the value, perhaps after others). Queries, mutations and subscriptions alike.
 */
export function useRefuseNul(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (fieldHoldingNul(args.variableValues, "variables") !== null || documentHoldsNul(args.document)) setResultAndStopExecution(refusal());
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      if (fieldHoldingNul(args.variableValues, "variables") !== null || documentHoldsNul(args.document)) setResultAndStopExecution(refusal());
    },
  };
}
