/**
 * The floor under the /login figure: the gzip size of a one-route page built with only the
 * libraries the portal is built on (React, TanStack Router, react-query, i18next) and, second, the
 * same page with XState (DESIGN: flows are XState machines; the session flow runs on /login).
 * No app code, no contract, no zod: whatever the portal's own /login weighs comes on top.
 * Part of `npm run bench` (bench/run.ts); `npx tsx bench/bundle-floor.ts` prints it alone.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Figure } from './figure';

const KEPT = `
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
`;

const WITH_XSTATE = `
import { createMachine } from 'xstate';
import { useActor } from '@xstate/react';
const machine = createMachine({ id: 'login', initial: 'idle', states: { idle: { on: { SUBMIT: 'sent' } }, sent: {} } });
`;

const page = (xstate: boolean) => `${KEPT}${xstate ? WITH_XSTATE : ''}
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { login: { submit: 'Log in' } } } });
const queryClient = new QueryClient();
function Login() {
  const { t } = useTranslation('login');
  const session = useQuery({ queryKey: ['session'], queryFn: async () => null });
  ${xstate ? 'const [state, send] = useActor(machine);' : 'const state = { value: String(session.status) };'}
  return <button ${xstate ? "onClick={() => send({ type: 'SUBMIT' })}" : ''}>{t('submit')} {String(state.value)}</button>;
}
const root = createRootRoute({ component: () => <Outlet /> });
const router = createRouter({
  routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/login', component: Login })]),
});
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>,
);
`;

const nodeModules = resolve(fileURLToPath(import.meta.url), '../../node_modules');

async function gzipKbOf(source: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-floor-'));
  try {
    symlinkSync(nodeModules, join(dir, 'node_modules'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/main.tsx'), source);
    writeFileSync(
      join(dir, 'index.html'),
      '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
    );
    await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [react()] });
    const assets = join(dir, 'dist/assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const bytes = js.reduce(
      (sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length,
      0,
    );
    return Math.round((bytes / 1024) * 10) / 10;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureBundleFloor(): Promise<Figure[]> {
  const floor = (key: string, label: string, value: number): Figure => ({
    key,
    label,
    value,
    unit: 'KB',
    better: 'lower',
    detail: 'libraries only, no app code',
  });
  return [
    floor('loginFloorKeptLibrariesKb', 'floor: React, Router, Query, i18next', await gzipKbOf(page(false))),
    floor('loginFloorWithXstateKb', 'floor: the same with XState', await gzipKbOf(page(true))),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  for (const f of await measureBundleFloor()) console.info(`${f.label}: ${f.value} ${f.unit}`);
