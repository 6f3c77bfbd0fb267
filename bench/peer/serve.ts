// Serves the peer like a static host serves a single-page app: files if they exist, else the shell;
// gzip like `wrangler dev` does for ours, so both are measured on equal terms.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PEER_DIR, peerShell } from './build.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export function servePeer(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(PEER_DIR, path);
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Like a static host with an SPA fallback: a missing file is a 404, any other path gets a shell.
      if (extname(path)) {
        res.writeHead(404).end();
        return;
      }
      // The route with its query: an answer of the price guide has a shell of its own.
      file = join(PEER_DIR, peerShell(`${path}${url.search}`));
    }
    const body = readFileSync(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const compress = /text|javascript|json|svg/.test(type) && /gzip/.test(String(req.headers['accept-encoding']));
    res.writeHead(200, { 'Content-Type': type, ...(compress ? { 'Content-Encoding': 'gzip' } : {}), 'Cache-Control': 'no-cache' });
    res.end(compress ? gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
