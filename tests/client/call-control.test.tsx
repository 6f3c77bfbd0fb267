// 'Ring op' through idle → connecting → in call → idle, with the scripted Room as the LiveKit server.
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallClient } from '../../client/call/call-client.ts';
import { CONSENT_STORAGE_KEY } from '../../client/consent/record.ts';
import { CallControl } from '../../client/islands/call-control.tsx';
import { fakeLiveKit, FakeRoom, participant } from './fake-livekit.ts';

vi.mock('../../client/call/load.ts', () => ({ createCallClient: () => new CallClient(fakeLiveKit) }));

let root: Root;
let host: HTMLElement;
const button = () => host.querySelector<HTMLButtonElement>('.call-button')!;
const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

beforeEach(async () => {
  FakeRoom.rooms = [];
  FakeRoom.failConnect = null;
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ accepted: true, timestamp: 'x', version: '1.0' }));
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ access_token: 'tok', url: 'wss://lk.example.test', room: 'r' }));
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  await act(async () => root.render(<CallControl anonKey="k" agentId="agent" aiProvider="LiveKit Inc." />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the call button', () => {
  it('goes idle → connecting → in call, and "Afslut" ends the call', async () => {
    expect(button().textContent).toBe(' Ring op');
    await act(async () => { button().click(); });
    await settle();
    const room = FakeRoom.rooms.at(-1)!;
    expect(fetch).toHaveBeenCalledWith('/functions/v1/create-livekit-call', expect.objectContaining({ method: 'POST' }));
    expect(room.connect).toHaveBeenCalledWith('wss://lk.example.test', 'tok');
    expect(button().textContent).toBe(' Afslut');
    expect(button().className).toContain('button-destructive');
    expect(host.querySelector('[role="status"]')!.textContent).toMatch(/Samtalen er i gang/);

    await act(async () => { button().click(); });
    expect(room.disconnect).toHaveBeenCalled();
    expect(button().textContent).toBe(' Ring op');
    expect(host.querySelector('[role="status"]')!.textContent).toBe('Samtalen er afsluttet.');
  });

  it('shows "Forbinder..." and is disabled while connecting', async () => {
    let release!: (r: Response) => void;
    vi.mocked(fetch).mockReturnValue(new Promise((resolve) => { release = resolve; }));
    await act(async () => { button().click(); });
    await settle();
    expect(button().textContent).toBe('Forbinder...');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await act(async () => { button().click(); });
    expect(fetch).toHaveBeenCalledTimes(1);
    release(Response.json({ access_token: 'tok', url: 'wss://x' }));
    await settle();
    expect(button().textContent).toBe(' Afslut');
  });

  it('returns to "Ring op" when the agent leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await act(async () => { button().click(); });
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(button().textContent).toBe(' Afslut');
    await act(async () => {
      FakeRoom.rooms.at(-1)!.fire('participantDisconnected', participant('server'));
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(button().textContent).toBe(' Ring op');
    vi.useRealTimers();
  });

  it('on a client error shows the destructive toast "Fejl" and resets', async () => {
    FakeRoom.failConnect = new Error('refused');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => { button().click(); });
    await settle();
    const toast = host.querySelector('[role="alert"]')!;
    expect(toast.className).toContain('toast-destructive');
    expect(toast.textContent).toContain('Fejl');
    expect(toast.textContent).toContain('Der opstod en fejl med samtalen');
    expect(button().textContent).toBe(' Ring op');
  });
});
