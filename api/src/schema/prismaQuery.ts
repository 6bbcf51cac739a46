import type { GraphQLResolveInfo } from "graphql";

/**
 * Whether the query arguments Pothos hands a prismaField load nothing beyond the model's own columns: no relation
 * `include`d and no `select` narrowing. Then an already loaded record of the same row serves as well as a fresh
 * query (the field's resolver decides whether its copy is fresh enough).
 */
export function loadsNoRelations(query: { include?: object; select?: object }): boolean {
  return Object.keys(query).every((key) => key === "include") && Object.keys(query.include ?? {}).length === 0;
}

/** Whether every field node of this resolver selects only these fields (no fragments, which may ask for more). */
export function selectsOnly(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  return info.fieldNodes.every((node) =>
    (node.selectionSet?.selections ?? []).every((selection) => selection.kind === "Field" && names.includes(selection.name.value)),
  );
}
