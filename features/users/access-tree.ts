/** A node of the rights tree: a menu group or subgroup with its entries, or an entry. */
export type AccessTreeNode = { key: string; children?: readonly AccessTreeNode[] };

/**
 * The hidden keys made consistent with the tree: everything under a hidden group is hidden, and a group whose entries
 * are all hidden is hidden too (an empty group is not shown anyway). Only adds keys; keys outside the tree (entries not
 * built yet) stay as given. The screen shows this, and the service stores this, so both agree with the menu
 * (isHiddenByAccess hides an entry of a hidden group).
 */
export function normaliseHidden(tree: readonly AccessTreeNode[], hidden: Iterable<string>): Set<string> {
  const result = new Set(hidden);
  const visit = (node: AccessTreeNode, parentHidden: boolean): boolean => {
    let isHidden = parentHidden || result.has(node.key);
    if (node.children?.length) {
      const childrenHidden = node.children.map((child) => visit(child, isHidden));
      if (childrenHidden.every(Boolean)) isHidden = true;
    }
    if (isHidden) result.add(node.key);
    return isHidden;
  };
  tree.forEach((node) => visit(node, false));
  return result;
}

/** Every key of a node's subtree, the node included. */
export function subtreeKeys(node: AccessTreeNode): string[] {
  return [node.key, ...(node.children ?? []).flatMap(subtreeKeys)];
}

/**
 * Ticks or unticks one node: a group takes its entries with it; ticking an entry ticks its groups (`ancestors`).
 * Answers the new hidden keys, normalised.
 */
export function toggleAccess(tree: readonly AccessTreeNode[], hidden: ReadonlySet<string>, node: AccessTreeNode, ancestors: readonly string[], shown: boolean): Set<string> {
  const next = new Set(hidden);
  for (const key of subtreeKeys(node)) {
    if (shown) next.delete(key);
    else next.add(key);
  }
  if (shown) ancestors.forEach((key) => next.delete(key));
  return normaliseHidden(tree, next);
}

/** A node's box: ticked when it and all it holds are shown, indeterminate when only part of it is. */
export function accessState(node: AccessTreeNode, hidden: ReadonlySet<string>): 'checked' | 'unchecked' | 'mixed' {
  if (hidden.has(node.key)) return 'unchecked';
  return subtreeKeys(node).some((key) => hidden.has(key)) ? 'mixed' : 'checked';
}
