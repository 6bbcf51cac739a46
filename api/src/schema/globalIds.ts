import { decodeGlobalID } from "@pothos/plugin-relay";
import { DomainError } from "../errors.js";

function decode(globalId: string): { typename: string; id: string } | null {
  try {
    return decodeGlobalID(globalId);
  } catch {
    return null;
  }
}

/** Decodes a Relay id of one of the expected types; anything else is NOT_FOUND (never a crash, never a hint). */
export function rawId(globalId: string, ...typenames: string[]): string {
  const decoded = decode(globalId);
  if (decoded && typenames.includes(decoded.typename)) return decoded.id;
  throw new DomainError("NOT_FOUND", { message: `${typenames.join(" or ")} not found` });
}

/** `rawId` for optional inputs. */
export function optionalRawId(globalId: string | null | undefined, ...typenames: string[]): string | null {
  return globalId ? rawId(globalId, ...typenames) : null;
}
