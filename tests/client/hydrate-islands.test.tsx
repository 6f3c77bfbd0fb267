// The islands hydrate on React, from the server's own markup, and as a transition: React yields to the
// browser while it works instead of holding the main thread until every island is done.
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ISLAND_ATTRIBUTE } from '../../client/hydration-chunks.ts';
import { islandPropsId } from '../../client/islands/markup.ts';
import { hydrateIslands } from '../../client/islands/hydrate-islands.ts';

const BUSY_MS_PER_ROW = 2;
let hydrated: () => void = () => {};

/** An island whose every row takes a couple of milliseconds to render, as a long one does on a slow phone. */
function SlowList({ rows }: { rows: number }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => hydrated(), []);
  return (
    <div>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Trykket {clicks} gange
      </button>
      <ul>
        {Array.from({ length: rows }, (_, i) => `Række ${i + 1}`).map((label) => (
          <Row key={label} label={label} />
        ))}
      </ul>
    </div>
  );
}

function Row({ label }: { label: string }) {
  const until = performance.now() + BUSY_MS_PER_ROW;
  while (performance.now() < until) {}
  return <li>{label}</li>;
}

/** The page as the server writes it: the island's markup and its props beside it. */
function serverPage(props: { rows: number }) {
  document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="slow">${renderToString(<SlowList {...props} />)}</div><script type="application/json" id="${islandPropsId('slow')}">${JSON.stringify(props)}</script>`;
}

/** How many times a timer queued behind hydration gets to run before hydration is done. */
async function tasksRunDuringHydration(): Promise<number> {
  let done = false;
  let ran = 0;
  const finished = new Promise<void>((resolve) => {
    hydrated = () => {
      done = true;
      resolve();
    };
  });
  const other = () => {
    if (done) return;
    ran++;
    setTimeout(other, 0);
  };
  hydrateIslands(document, { slow: SlowList });
  setTimeout(other, 0);
  await finished;
  return ran;
}

// React schedules this work itself here, as in the browser; act() would run it all at once.
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydrateIslands', () => {
  it('hydrates the server markup in place, with no mismatch, and the island answers clicks', async () => {
    const errors = vi.spyOn(console, 'error');
    serverPage({ rows: 3 });
    const button = document.querySelector('button')!;
    await tasksRunDuringHydration();
    expect(document.querySelector('button')).toBe(button);
    button.click();
    await vi.waitFor(() => expect(button.textContent).toBe('Trykket 1 gange'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('yields to other work while it hydrates a long island (a transition, not one long task)', async () => {
    // 40 rows at 2 ms are 80 ms of rendering: in one task nothing else could run; sliced, other tasks run between.
    serverPage({ rows: 40 });
    expect(await tasksRunDuringHydration()).toBeGreaterThanOrEqual(3);
  });

  it('hydrates an island at once when a click reaches it first, and handles the click', async () => {
    serverPage({ rows: 40 });
    const finished = tasksRunDuringHydration();
    const button = document.querySelector('button')!;
    button.click();
    // The click's update is flushed in a microtask at the end of the event, long before the other 80 ms.
    await Promise.resolve();
    expect(button.textContent).toBe('Trykket 1 gange');
    await finished;
  });
});
