// Part of the bench server's build: puts the SSR page's bytes (rendered by bench/run.ts) among the
// static assets, so the throughput test compares the same bytes served both ways.
import { cpSync, existsSync } from 'node:fs';

if (existsSync('bench/.static')) cpSync('bench/.static', 'dist/client/__bench', { recursive: true });
