// `npm run dev`: the API with a restart on change, plus each front end's Vite dev server with hot
// reload. Vite proxies /api to the API (vite.config.ts reads NOREN_API_PORT), so each app talks
// to the real API on its own port during development.
import concurrently from 'concurrently';

const apiPort = Number(process.env.PORT ?? 8080);
const env = { NOREN_API_PORT: String(apiPort) };

const apps = [
  { name: 'booking', port: 5173, path: '/?code=kyoto-gion' },
  { name: 'admin', port: 5174, path: '/admin/?code=kyoto-gion' },
  { name: 'kiosk', port: 5175, path: '/kiosk/?code=kyoto-gion' },
];

const commands = [
  {
    name: 'api',
    command: 'node --watch --import tsx apps/api/src/main.ts',
    env: { PORT: String(apiPort) },
    prefixColor: 'yellow',
  },
  ...apps.map(({ name, port }, i) => ({
    name,
    command: `npm run dev --silent -w apps/${name} -- --port ${port} --strictPort`,
    env,
    prefixColor: ['cyan', 'magenta', 'green'][i],
  })),
];

console.log('Noren development servers:');
console.log(`  api      http://localhost:${apiPort}/api/v1/health`);
for (const { name, port, path } of apps) console.log(`  ${name.padEnd(8)} http://localhost:${port}${path}`);
console.log('');

const { result } = concurrently(commands, { killOthersOn: ['failure'], prefix: 'name', restartTries: 0 });
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
