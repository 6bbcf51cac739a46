import { GraphQLError, parse, type Source } from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * How deep a document may nest selections and list or object values. graphql-js parses recursively, so a document
 * of a few thousand nested braces overflows the stack (an internal error); the app's own deepest operation (Relay
 * fragments spread down a story's items and their feeds) is under 20 levels.
 */
export const MAX_DOCUMENT_DEPTH = 64;
/** How many tokens a document may have: far above any operation of the app, far below what costs real time to parse. */
export const MAX_DOCUMENT_TOKENS = 20_000;

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "VALIDATION_ERROR", display_message_key: "VALIDATION_ERROR" } });
}

/** The deepest nesting of { } and [ ] in a document, outside strings, block strings and comments. */
export function documentDepth(body: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 35 /* # */) {
      while (i < body.length && body.charCodeAt(i) !== 10 && body.charCodeAt(i) !== 13) i++;
    } else if (c === 34 /* " */) {
      if (body.startsWith('"""', i)) {
        // A block string's only escape is \""" (not its end).
        let close = body.indexOf('"""', i + 3);
        while (close !== -1 && body.charCodeAt(close - 1) === 92 /* \ */) close = body.indexOf('"""', close + 3);
        if (close === -1) return deepest;
        i = close + 2;
      } else {
        for (i++; i < body.length; i++) {
          const s = body.charCodeAt(i);
          if (s === 92) i++;
          else if (s === 34 || s === 10 || s === 13) break;
        }
      }
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
    }
  }
  return deepest;
}

/**
 * Refuses documents nested deeper than MAX_DOCUMENT_DEPTH before graphql-js parses them, and caps their tokens, so a
 * hostile document is a client error (VALIDATION_ERROR) and not a stack overflow or a long parse.
 */
export function useLimitDocuments(): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => {
        const body = typeof source === "string" ? source : (source as Source).body;
        if (documentDepth(body) > MAX_DOCUMENT_DEPTH) throw tooComplex(`The query is nested too deeply (at most ${MAX_DOCUMENT_DEPTH} levels)`);
        try {
          return parse(source, { ...options, maxLexicalTokens: MAX_DOCUMENT_TOKENS });
        } catch (e) {
          if (e instanceof GraphQLError && /contains more than \d+ tokens/.test(e.message)) {
            throw tooComplex(`The query is too long (at most ${MAX_DOCUMENT_TOKENS} tokens)`);
          }
          throw e;
        }
      });
    },
  };
}
