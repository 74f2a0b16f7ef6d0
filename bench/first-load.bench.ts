import { chromium, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { measureFirstLoad, PROJECTS_FIRST_LOAD_GZIP_BUDGET, realTimeMarkersIn } from '../e2e/fixtures/first-load';
import { startStudioServer } from '../e2e/fixtures/studio-server';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium';
import { ensureBuilt, ROOT } from '../scripts/ensure-built';
import { BenchReport, type Row } from './support/bench-report';
import { moduleCosts } from './support/module-costs';
import { ratio } from './support/stats';
import { signInToStudio } from './support/studio-sign-in';

/**
 * Group first-load: the JavaScript each main route loads on a first visit (cold cache), measured in real Chromium
 * through the proxy, with the same method the e2e budget test uses (e2e/fixtures/first-load.ts). Bytes are
 * deterministic, so one run per route. `FIRST_LOAD_COMPARE_DIST=<dir>` also measures another build's dist/ (e.g.
 * an older commit's, built in a temporary worktree) served by this tree's proxy and sandbox, for a before/after;
 * `FIRST_LOAD_COMPARE_LABEL` names it in the table (e.g. `base 5ec6018`).
 */
/** The goals of issue 23 item 3, JavaScript on the wire per first load. */
const GOAL_WIRE_BYTES: Record<string, number> = { 'sign-in': 100_000, projects: 100_000, folder: 120_000 };
/** The design card's stack (React, React Router, React Query, zustand): every signed-in route loads it, sign-in all but React Query. */
const STACK = [
  'react-dom',
  'react',
  'scheduler',
  'react-router',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'zustand',
];

const report = new BenchReport(
  'first-load',
  'First-load JavaScript per route',
  'Real Chromium (headless, Debian) against `npm start` with a fresh sandbox: every script fetched from navigation until the page shows and the network is idle. gzip is zlib’s default level per file (what the proxy sends a gzip-only client); "wire" is what Chromium received (Brotli).',
);
await ensureBuilt();

type RouteFigures = { route: string; files: number; gzip: number; wire: number; raw: number; realTime: string[] };

async function measureBuild(browser: Browser, staticDir: string): Promise<RouteFigures[]> {
  const studio = await startStudioServer({ STATIC_DIR: staticDir });
  try {
    const key = { 'api-key': 'sandbox-demo-key' };
    const post = async (route: string, body: unknown) =>
      (
        await fetch(`${studio.url}${route}`, {
          method: 'POST',
          headers: { ...key, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    const owner = (await (await fetch(`${studio.url}/api/auth`, { method: 'POST', headers: key })).json()).id;
    const project = await post('/api/projects', { name: 'Bench', owner, models: {} });
    const folder = await post('/api/folders', { name: 'Takes', project_id: project.id });

    const signInContext = await browser.newContext();
    const signInPage = await signInContext.newPage();
    await signInToStudio(signInPage, studio.url);
    const session = await signInContext.storageState();
    await signInContext.close();

    const routes: Array<{ route: string; path: string; signedIn: boolean; ready: (page: Page) => Promise<unknown> }> = [
      {
        route: 'sign-in',
        path: '/sign-in',
        signedIn: false,
        ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
      },
      {
        route: 'projects',
        path: '/projects',
        signedIn: true,
        ready: (page) => page.getByRole('heading', { name: 'Projects' }).waitFor(),
      },
      {
        route: 'folder',
        path: `/projects/${encodeURIComponent(project.url)}/folders/${folder.id}`,
        signedIn: true,
        ready: (page) => page.getByRole('heading', { level: 2, name: 'Takes' }).waitFor(),
      },
    ];
    const figures: RouteFigures[] = [];
    for (const route of routes) {
      const context = await browser.newContext(route.signedIn ? { storageState: session } : {});
      const load = await measureFirstLoad(await context.newPage(), `${studio.url}${route.path}`, route.ready);
      await context.close();
      const sum = (field: 'gzip' | 'wire' | 'raw') => load.scripts.reduce((total, script) => total + script[field], 0);
      figures.push({
        route: route.route,
        files: load.scripts.length,
        gzip: sum('gzip'),
        wire: sum('wire'),
        raw: sum('raw'),
        realTime: [...new Set(load.scripts.flatMap((script) => realTimeMarkersIn(script.text)))],
      });
    }
    return figures;
  } finally {
    await studio.stop();
  }
}

const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
try {
  const current = await measureBuild(browser, path.join(ROOT, 'dist'));
  const compareDir = process.env.FIRST_LOAD_COMPARE_DIST;
  const compared = compareDir ? await measureBuild(browser, path.resolve(compareDir)) : undefined;
  const rows: Row[] = [];
  for (const [build, figures] of [
    ...(compared ? [[`compared: ${process.env.FIRST_LOAD_COMPARE_LABEL ?? compareDir}`, compared] as const] : []),
    ['this tree', current] as const,
  ]) {
    for (const route of figures) {
      const reference = compared?.find((other) => other.route === route.route);
      rows.push({
        build,
        route: route.route,
        'JS files': route.files,
        'JS gzip B': route.gzip,
        'JS wire B': route.wire,
        'JS raw B': route.raw,
        ...(compared ? { 'gzip vs compared': ratio(route.gzip, reference!.gzip) } : {}),
        'real-time code': route.realTime.join(', ') || 'none',
      });
    }
  }
  const projects = current.find((route) => route.route === 'projects')!;
  report.table('First load per route (cold cache)', rows, [
    `Budget for the projects page (e2e/fixtures/first-load.ts): ${PROJECTS_FIRST_LOAD_GZIP_BUDGET} B gzip; this tree: ${projects.gzip} B (${projects.gzip <= PROJECTS_FIRST_LOAD_GZIP_BUDGET ? 'within' : 'OVER'}).`,
  ]);
  // What each piece of the three first loads costs (the entry and each route's page chunks, by static imports).
  const page = (name: string) => new RegExp(`unit-src_app_routes_${name}_route`);
  const costs = await moduleCosts({
    'sign-in': [page('sign_in')],
    projects: [page('root'), page('projects')],
    folder: [page('root'), page('project'), page('folder')],
  });
  const pieces = [...new Set(Object.values(costs).flatMap((rows) => rows.map((row) => row.piece)))];
  const cost = (route: string, piece: string) => costs[route]!.find((row) => row.piece === piece)?.brotli ?? 0;
  const largest = (piece: string) => Math.max(...Object.keys(costs).map((route) => cost(route, piece)));
  const shown = pieces.filter((piece) => largest(piece) >= 1000).sort((a, b) => largest(b) - largest(a));
  const rest = pieces.filter((piece) => !shown.includes(piece));
  const costRow = (label: string, of: string[]): Row => ({
    piece: label,
    ...Object.fromEntries(
      Object.keys(costs).map((route) => [`${route} brotli B`, of.reduce((sum, piece) => sum + cost(route, piece), 0)]),
    ),
  });
  report.table(
    'What each piece costs (brotli, each piece compressed alone)',
    [
      ...shown.map((piece) => costRow(piece, [piece])),
      costRow(`${rest.length} smaller pieces`, rest),
      costRow('sum', pieces),
    ],
    [
      'The SPA built in memory with every npm package and every file of ours in a chunk of its own (bench/support/module-costs.ts); a route counts the chunks its entry and page modules reach by static imports. Pieces compressed alone cost more than in the real build, so the sums are above the measured wire bytes.',
    ],
  );
  // Issue 23 item 3's goals against what the design card's stack costs by itself on every route.
  const stackCost = (route: string) => STACK.reduce((sum, piece) => sum + cost(route, piece), 0);
  report.table(
    'Goals (issue 23 item 3) and the stack’s share',
    current.map((route) => ({
      route: route.route,
      'goal wire B': GOAL_WIRE_BYTES[route.route]!,
      'JS wire B': route.wire,
      met:
        route.wire <= GOAL_WIRE_BYTES[route.route]! ? 'yes' : `no (+${route.wire - GOAL_WIRE_BYTES[route.route]!} B)`,
      'stack brotli B': stackCost(route.route),
      'rest brotli B': costs[route.route]!.reduce((sum, row) => sum + row.brotli, 0) - stackCost(route.route),
    })),
    [
      `The stack is the design card’s: ${STACK.join(', ')} (each piece compressed alone, as in the table above); it stays, so no signed-in route can go below it.`,
      'What remains above it: on the sign-in page the form, its primitives and the app’s frame in the entry (router table, API client, connectivity, error page); React Query loads with the first signed-in page, or once a sign-in succeeds. On signed-in pages zod/mini with the shared schemas (the studio checks every answer against the contract), the signed-in frame (menu, banners, player keys, icons) and the page. On a folder the originals list with its virtualizer (@tanstack/virtual-core) and the folder tree: the first screen shows them.',
      'Loaded on first use, not with the page: the folder’s recorder, dialogs, menus, the player bar, toasts, zod’s English messages (the agent page only).',
    ],
  );
  report.write();
} finally {
  await browser.close();
}
