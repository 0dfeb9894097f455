import type { Config } from '@react-router/dev/config';

// Server-rendered pages; apps/server serves build/client under /assets and hands the rest to build/server.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
