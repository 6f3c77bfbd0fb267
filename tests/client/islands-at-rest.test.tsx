// The Worker renders the header island with its call control at rest (worker/render/islands.tsx), so it
// carries none of the call's code; the browser hydrates that markup with the live control. The two must
// write the same HTML, or hydration would throw the server's markup away.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallControlAtRest } from '../../client/call/call-at-rest.tsx';
import { CallControl } from '../../client/call/call-control.tsx';
import { ISLAND_ATTRIBUTE } from '../../client/hydration-chunks.ts';
import { islandPropsId } from '../../client/islands/markup.ts';
import { hydrateIslands } from '../../client/islands/hydrate-islands.ts';
import { ISLANDS, type IslandProps } from '../../client/islands/registry.ts';
import { Island, SERVER_ISLANDS } from '../../worker/render/islands.tsx';
import { CONFIG } from './call-control-host.tsx';

const HEADER: IslandProps<'header'> = {
  product: 'Samtalerummet',
  sisterSites: [{ name: 'Find en terapeut', url: 'https://find.example.test/' }],
  searchUrl: 'https://find.example.test/terapeuter',
  currentPath: '/terapiformer',
  call: CONFIG,
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the call control at rest', () => {
  it('is the markup the live call control renders first', () => {
    expect(renderToString(<CallControlAtRest />)).toBe(renderToString(<CallControl {...CONFIG} />));
  });

  it('makes the header the server renders the header the browser renders', () => {
    expect(renderToString(<SERVER_ISLANDS.header {...HEADER} />)).toBe(renderToString(<ISLANDS.header {...HEADER} />));
  });

  it('is hydrated by the live header with no mismatch, and the header then answers', async () => {
    const errors = vi.spyOn(console, 'error');
    document.body.innerHTML = renderToString(<Island name="header" props={HEADER} />);
    expect(document.querySelector(`[${ISLAND_ATTRIBUTE}="header"]`)).not.toBeNull();
    expect(document.getElementById(islandPropsId('header'))).not.toBeNull();
    const toggle = document.querySelector<HTMLButtonElement>('.menu-toggle')!;
    await act(async () => hydrateIslands(document, ISLANDS));
    expect(document.querySelector('.menu-toggle')).toBe(toggle);
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(errors).not.toHaveBeenCalled();
  });
});
