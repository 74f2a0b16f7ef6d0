import { build, type Rolldown } from 'vite';
import zlib from 'node:zlib';
import { ROOT } from '../../scripts/ensure-built';

/** A module's chunk in the measuring build: one per npm package, one per file of our own. */
const unitOf = (id: string): string => {
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return pkg ? pkg[1]!.replace('\\', '/') : id.replace(`${ROOT}/`, '').replace(/\?.*$/, '');
};
/** The row a unit is counted in: the package, or the folder of src/ or contract/ (two levels deep). */
const pieceOf = (unit: string): string => {
  const parts = unit.split('/');
  return unit.startsWith('src/') || unit.startsWith('contract/')
    ? parts.length > 3
      ? `${parts.slice(0, 3).join('/')}/`
      : unit
    : unit;
};
const chunkName = (unit: string) => `unit-${unit.replace(/[^A-Za-z0-9]+/g, '_')}`;

type PieceCost = { piece: string; raw: number; brotli: number };

/**
 * What each piece of a route's first load costs: the SPA built in memory (same config, minified) with every npm
 * package and every file of ours in a chunk of its own, so each chunk's Brotli size (quality 11, as the build's
 * .br files) is its price on the wire; files are summed by folder. A route's pieces are the chunks its entry
 * points (`starts`, matched against chunk names) reach by static imports. The sum is above the real build's,
 * whose larger chunks compress better.
 */
export async function moduleCosts(routes: Record<string, RegExp[]>): Promise<Record<string, PieceCost[]>> {
  const chunks: Rolldown.OutputChunk[] = [];
  await build({
    root: ROOT,
    logLevel: 'silent',
    build: {
      write: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [{ name: (id: string) => chunkName(unitOf(id)), priority: 10 }],
          },
        },
      },
    },
    plugins: [
      {
        name: 'collect-chunks',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.push(output);
        },
      },
    ],
  });
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const brotli = (code: string) =>
    zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const costs: Record<string, PieceCost[]> = {};
  for (const [route, starts] of Object.entries(routes)) {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    visit(entry.fileName);
    for (const chunk of chunks) if (starts.some((start) => start.test(chunk.fileName))) visit(chunk.fileName);
    const pieces = new Map<string, PieceCost>();
    for (const file of reached) {
      const chunk = byFile.get(file)!;
      const ids = Object.keys(chunk.modules);
      const piece = ids.length ? pieceOf(unitOf(ids[0]!)) : 'bundler runtime';
      const cost = pieces.get(piece) ?? { piece, raw: 0, brotli: 0 };
      cost.raw += chunk.code.length;
      cost.brotli += brotli(chunk.code);
      pieces.set(piece, cost);
    }
    costs[route] = [...pieces.values()].sort((a, b) => b.brotli - a.brotli);
  }
  return costs;
}
