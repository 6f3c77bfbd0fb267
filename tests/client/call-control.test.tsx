// 'Ring op' through idle → connecting → in call → idle, the call panel in every state, and the failures a
// visitor meets, with the scripted Room as the LiveKit server.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallClient } from '../../client/call/live/call-client.ts';
import { SESSION_STORAGE_KEY } from '../../client/consent/record.ts';
import { CALL_CHUNK_ATTRIBUTE } from '../../client/call/call-chunk.ts';
import { FAILURES, MESSAGES } from '../../client/call/use-call.ts';
import { AGENT_KIND } from '../fixtures/livekit-stand-in.ts';
import { consentToThisDialog, mountCallControl, settle } from './call-control-host.tsx';
import { fakeLiveKit, FakeRoom, participant, remoteAudio } from './fake-livekit.ts';

vi.mock('../../client/call/live/load.ts', () => ({ createCallClient: () => new CallClient(fakeLiveKit) }));
// The page names the call chunk as the server does; here it is the source module, which the mock replaces.
document.body.setAttribute(CALL_CHUNK_ATTRIBUTE, '/client/call/live/load.ts');

let host: HTMLElement;
let unmount: () => void;
const button = () => host.querySelector<HTMLButtonElement>('.call-button')!;

beforeEach(async () => {
  FakeRoom.rooms = [];
  FakeRoom.failConnect = null;
  FakeRoom.failMicrophone = null;
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ access_token: 'tok', url: 'wss://lk.example.test', room: 'r' }));
  ({ host, unmount } = await mountCallControl());
  await consentToThisDialog(host);
});
afterEach(() => {
  vi.useRealTimers();
  unmount();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the call button', () => {
  it('goes idle → connecting → in call, and "Afslut" ends the call', async () => {
    expect(button().textContent).toBe(' Ring op');
    await act(async () => {
      button().click();
    });
    await settle();
    const room = FakeRoom.rooms.at(-1)!;
    expect(fetch).toHaveBeenCalledWith('/functions/v1/create-livekit-call', expect.objectContaining({ method: 'POST' }));
    expect(room.connect).toHaveBeenCalledWith('wss://lk.example.test', 'tok');
    expect(button().textContent).toBe(' Afslut');
    expect(button().className).toContain('button-destructive');
    expect(host.querySelector('[role="status"]')!.textContent).toMatch(/Samtalen er i gang/);

    await act(async () => {
      button().click();
    });
    expect(room.disconnect).toHaveBeenCalled();
    expect(button().textContent).toBe(' Ring op');
    expect(host.querySelector('[role="status"]')!.textContent).toBe('Samtalen er afsluttet.');
  });

  it('shows "Forbinder..." and is disabled while connecting', async () => {
    let release!: (r: Response) => void;
    vi.mocked(fetch).mockReturnValue(
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    await act(async () => {
      button().click();
    });
    await settle();
    expect(button().textContent).toBe('Forbinder...');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      button().click();
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    release(Response.json({ access_token: 'tok', url: 'wss://x' }));
    await settle();
    expect(button().textContent).toBe(' Afslut');
  });

  it('returns to "Ring op" when the agent leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await act(async () => {
      button().click();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
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
    await act(async () => {
      button().click();
    });
    await settle();
    const toast = host.querySelector('[role="alert"]')!;
    expect(toast.className).toContain('toast-destructive');
    expect(toast.textContent).toContain('Fejl');
    expect(toast.textContent).toContain('Der opstod en fejl med samtalen');
    expect(button().textContent).toBe(' Ring op');
  });
});

const panel = () => host.querySelector<HTMLElement>('.call-panel');
const status = () => panel()!.querySelector('.call-status')!.textContent;
const panelButton = (name: string) => [...panel()!.querySelectorAll('button')].find((b) => b.textContent!.includes(name))!;
/** After a call the panel holds only the after-call part: the consent can be taken back, and 'Luk' closes it. */
async function expectAfterCallPanel() {
  expect(panel()!.textContent).toContain('Samtalen er afsluttet');
  expect(panelButton('Træk samtykke tilbage')).toBeDefined();
  expect(panel()!.querySelector('.call-time, #samtale-tekst')).toBeNull();
  await act(async () => panelButton('Luk').click());
  expect(panel()).toBeNull();
}
const room = () => FakeRoom.rooms.at(-1)!;
const agent = (state: string) => participant('agent-AJ_1', AGENT_KIND, { 'lk.agent.state': state });
async function inCall() {
  await act(async () => {
    button().click();
  });
  await settle();
}

describe('the call panel', () => {
  it('is absent while idle and appears, non-modal, once the visitor rings', async () => {
    expect(panel()).toBeNull();
    await inCall();
    expect(panel()!.getAttribute('aria-labelledby')).toBe('samtale-titel');
    expect(panel()!.closest('dialog')).toBeNull();
    expect(status()).toBe('Forbinder...');
  });

  it("says who is talking, from the agent's state, and when the connection is being restored", async () => {
    await inCall();
    await act(async () => {
      room().fire('trackSubscribed', remoteAudio(), { trackName: 'roomio_audio', source: 'microphone' }, agent('listening'));
    });
    expect(status()).toBe('Assistenten lytter');
    await act(async () => {
      room().fire('participantAttributesChanged', {}, agent('speaking'));
    });
    expect(status()).toBe('Assistenten taler');
    await act(async () => {
      room().fire('reconnecting');
    });
    expect(status()).toBe('Genopretter forbindelsen');
    await act(async () => {
      room().fire('reconnected');
    });
    expect(status()).toBe('Assistenten taler');
    expect(panel()!.querySelector('.call-status')!.getAttribute('aria-live')).toBe('polite');
  });

  it('shows the elapsed time and the time left of the maximum length', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    await act(async () => {
      button().click();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(65_000);
    });
    expect(panel()!.querySelector('.call-time')!.textContent).toBe('Tid: 1:05 (8:55 tilbage)');
    vi.useRealTimers();
  });

  it('mutes and unmutes the microphone; the button says what it will do next', async () => {
    await inCall();
    const mic = room().localParticipant.setMicrophoneEnabled;
    mic.mockClear();
    const mute = panelButton('Slå mikrofonen fra');
    await act(async () => {
      mute.click();
    });
    expect(mute.textContent!.trim()).toBe('Slå mikrofonen til');
    await act(async () => {
      mute.click();
    });
    expect(mute.textContent!.trim()).toBe('Slå mikrofonen fra');
    expect(mic.mock.calls).toEqual([[false], [true]]);
  });

  it('shows captions of both sides, replacing interim lines, and hides them on request', async () => {
    await inCall();
    await act(async () => {
      await room().stream('lk.transcription', 'agent-AJ_1', { 'lk.segment_id': 'A1' }, ['Hej, jeg er en AI.']);
      await room().stream('lk.transcription', 'besoeger-1', { 'lk.segment_id': 'U1', 'lk.transcription_final': 'false' }, ['Hvad koster']);
      await room().stream('lk.transcription', 'besoeger-1', { 'lk.segment_id': 'U1', 'lk.transcription_final': 'true' }, [
        'Hvad koster det?',
      ]);
    });
    const lines = () => [...panel()!.querySelectorAll('.captions li')].map((li) => li.textContent);
    expect(lines()).toEqual(['Assistenten: Hej, jeg er en AI.', 'Dig: Hvad koster det?']);
    const toggle = panelButton('Vis tekst');
    await act(async () => {
      toggle.click();
    });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(panel()!.querySelector<HTMLElement>('.captions')!.hidden).toBe(true);
  });

  it('offers a button that starts blocked audio', async () => {
    await inCall();
    room().canPlaybackAudio = false;
    await act(async () => {
      room().fire('audioPlaybackChanged');
    });
    room().startAudio.mockImplementation(async () => {
      room().canPlaybackAudio = true;
    });
    await act(async () => {
      panelButton('Slå lyden til').click();
    });
    await settle();
    expect(panel()!.textContent).not.toContain('Slå lyden til');
  });

  it('"Afslut" in the panel ends the call, and the panel turns into the after-call panel', async () => {
    await inCall();
    await act(async () => {
      panelButton('Afslut').click();
    });
    expect(room().disconnect).toHaveBeenCalled();
    await expectAfterCallPanel();
    expect(button().textContent).toBe(' Ring op');
  });
});

describe('when a call cannot go on', () => {
  const toastText = () => host.querySelector('.toasts')!.textContent!;

  it.each([
    ['NotAllowedError', 'microphone-denied'],
    ['NotFoundError', 'microphone-missing'],
    ['NotReadableError', 'microphone-busy'],
  ] as const)('explains a %s from the microphone in Danish', async (name, failure) => {
    FakeRoom.failMicrophone = Object.assign(new Error('no'), { name });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await inCall();
    expect(toastText()).toContain(FAILURES[failure]);
    expect(button().textContent).toBe(' Ring op');
  });

  it('ends with a toast when a lost connection cannot come back', async () => {
    await inCall();
    await act(async () => {
      room().fire('reconnecting');
      room().fire('disconnected');
    });
    expect(toastText()).toContain(FAILURES['connection-lost']);
    await expectAfterCallPanel();
  });

  it('says calmly that the assistant is busy today, with the help lines, when the budget is spent', async () => {
    vi.mocked(fetch).mockResolvedValue(Response.json({ error: 'daily_budget_exhausted', message: 'x' }, { status: 503 }));
    await inCall();
    const toast = host.querySelector('.toast')!;
    expect(toast.className).not.toContain('toast-destructive');
    expect(toast.getAttribute('role')).toBe('status');
    expect(toast.textContent).toContain(MESSAGES.busyToday);
    expect([...toast.querySelectorAll('a[href^="tel:"]')].map((a) => a.textContent)[0]).toBe('112');
    expect(FakeRoom.rooms).toHaveLength(0);
  });
});

describe('accepting the consent', () => {
  it('shows "Forbinder..." while the consent is being logged, so a second click starts nothing', async () => {
    localStorage.clear();
    let release!: (r: Response) => void;
    vi.mocked(fetch).mockImplementation(async (url) =>
      String(url).endsWith('/log-consent')
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : Response.json({ access_token: 'tok', url: 'wss://lk.example.test', room: 'r' }),
    );
    host.querySelector('dialog')!.showModal = function () {
      this.setAttribute('open', '');
    };
    host.querySelector('dialog')!.close = function () {
      this.removeAttribute('open');
    };
    await act(async () => {
      button().click();
    });
    await act(async () => {
      host.querySelector<HTMLInputElement>('dialog input[type="radio"]')!.click(); // "Jeg er fyldt … år"
      host.querySelector<HTMLInputElement>('dialog input[type="checkbox"]')!.click();
    });
    const accept = [...host.querySelectorAll('dialog button')].find((b) => b.textContent === 'Accepter og start samtale')!;
    await act(async () => {
      (accept as HTMLButtonElement).click();
    });
    expect(button().textContent).toBe('Forbinder...');
    await act(async () => {
      button().click();
    });
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(['/functions/v1/log-consent']);
    release(Response.json({ filename: 'consent-x.json', timestamp: '2026-11-23T10:00:00.000Z' }));
    await settle();
    expect(button().textContent).toBe(' Afslut');
  });
});

describe('a consent from an earlier session', () => {
  it('sends the session id with the call, and asks again when the server has no consent from this session', async () => {
    vi.mocked(fetch).mockResolvedValue(Response.json({ error: 'consent_required', message: 'x' }, { status: 403 }));
    const dialog = host.querySelector('dialog')!;
    dialog.showModal = function () {
      this.setAttribute('open', '');
    };
    await act(async () => {
      button().click();
    });
    await settle();
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toBe('/functions/v1/create-livekit-call');
    expect(JSON.parse(String(init!.body))).toEqual({ agent_id: 'agent', session_id: sessionStorage.getItem(SESSION_STORAGE_KEY) });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(button().textContent).toBe(' Ring op');
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });
});
