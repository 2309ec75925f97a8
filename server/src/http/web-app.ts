import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ExcludedPrefixConfig } from './allowed-methods.js';

const APP_SHELL = 'index.html';
const HASHED_ASSETS = 'assets/';
// Vite names every file under assets/ after its content, so a URL there never changes meaning.
const HASHED_ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Gloss: web app not built</title></head>
<body>
<h1>The Gloss web app is not built</h1>
<p>The API is running, but the web app's files are missing. Run <code>npm run build</code> at the root of
the repository, then reload this page. The API documentation is at <a href="/api/v1/docs">/api/v1/docs</a>.</p>
</body>
</html>
`;

/**
 * Serves the built web app at `/`: its files as they are, and its shell (index.html) for every other page
 * path, so deep links such as `/dataset/<id>/annotation-mode` load the app, which then routes itself.
 * Paths under `/api/` and methods other than GET/HEAD never reach it and keep the API's JSON 404.
 * The directory is read on each request, so rebuilding the app while the server runs needs no restart.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  // Only reply.sendFile (ranges, ETags, 304s, content types): which file answers is decided below.
  await app.register(fastifyStatic, { root: webDir, serve: false, dotfiles: 'ignore', suppressWarning: true });

  if (!(await isFile(join(webDir, APP_SHELL)))) {
    app.log.warn(`The web app is not built (no ${APP_SHELL} in ${webDir}); pages answer 503 until it is.`);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    config: { excludedPrefix: '/api/' } satisfies ExcludedPrefixConfig,
    handler: async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (path.startsWith('api/')) return reply.callNotFound();
      if (path !== APP_SHELL && (await isFile(staticFilePath(webDir, path)))) return sendStaticFile(reply, path);
      // A missing hashed file is a stale or mistyped asset URL, not a page: the shell would be parsed as a script.
      if (path.startsWith(HASHED_ASSETS)) return reply.callNotFound();
      return sendAppShell(reply, webDir);
    },
  });
}

function sendStaticFile(reply: FastifyReply, path: string): FastifyReply {
  if (path.startsWith(HASHED_ASSETS)) return reply.sendFile(path, { maxAge: HASHED_ASSET_MAX_AGE_MS, immutable: true });
  return reply.sendFile(path);
}

async function sendAppShell(reply: FastifyReply, webDir: string): Promise<FastifyReply> {
  if (!(await isFile(join(webDir, APP_SHELL)))) {
    return reply.status(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  }
  // Revalidated on every load, so a rebuild's new asset names reach browsers at once.
  return reply.header('cache-control', 'no-cache').sendFile(APP_SHELL, { cacheControl: false });
}

/**
 * The file a URL path names inside the web app's directory, or '' when the path is no plain file name
 * there (dot segments, hidden files, anything escaping the directory).
 */
function staticFilePath(webDir: string, path: string): string {
  const segments = path.split('/');
  if (path === '' || path.includes('\0') || segments.some((segment) => segment === '' || segment.startsWith('.'))) return '';
  const file = resolve(webDir, ...segments);
  return file.startsWith(webDir + sep) ? file : '';
}

async function isFile(path: string): Promise<boolean> {
  if (path === '') return false;
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
