/**
 * The entry of `table` for a value a server sent, or `fallback` for one this version does not
 * know (a newer server may add values). `hasOwn`, so "constructor" or "__proto__" from a server
 * never reaches the prototype.
 */
export function labelOf<K extends string, V>(table: Record<K, V>, value: string, fallback: V): V {
  return Object.hasOwn(table, value) ? table[value as K] : fallback;
}
