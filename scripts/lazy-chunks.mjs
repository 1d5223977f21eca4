// Who loads which chunk, read from the bundler's output. Lazy loaders look like
// `name:()=>x.A(id)` (the screen registry, the catalogue tables, the lazy parts), and each loader module id lists
// its files: `id,x=>{x.v(y=>Promise.all(["static/chunks/a.js",…])…`. Paths are relative to the
// export folder, e.g. `_next/static/chunks/a.js`.

/**
 * @param {Map<string, string>} texts chunk path → its source
 * @returns {{ named: Map<string, string[]>, definitions: { file: string, list: string[] }[] }}
 *   the files each named loader loads, and every loader with the chunk that defines it
 */
export function lazyChunks(texts) {
  const loaders = new Map();
  const definitions = [];
  const ids = new Map();
  for (const [file, source] of texts) {
    for (const m of source.matchAll(/(\d+),\w=>\{\w\.v\(\w=>Promise\.all\(\[([^\]]*)\]\.map\(/g)) {
      const list = [...m[2].matchAll(/"static\/chunks\/([^"]+)"/g)].map(
        (c) => `_next/static/chunks/${c[1]}`,
      );
      loaders.set(m[1], list);
      definitions.push({ file, list });
    }
    // `name:()=>x.A(id)`, or with the loaded module handed through a function first
    // (`name:()=>(0,y.withScreenWords)(x.A(id))`).
    for (const m of source.matchAll(/([A-Za-z_$][\w$]*):\(\)=>(?:\(0,[\w$.]+\)\()?\w\.A\((\d+)\)/g))
      ids.set(m[1], m[2]);
  }
  const named = new Map();
  for (const [name, id] of ids) if (loaders.has(id)) named.set(name, loaders.get(id));
  return { named, definitions };
}
