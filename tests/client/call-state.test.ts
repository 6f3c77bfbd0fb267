// The call's reducer, event by event, without React; and what each answer of create-call means.
import { describe, expect, it } from 'vitest';
import { type CallEvent, type CallView, callReducer, IDLE } from '../../client/call/call-state.ts';
import type { CallAnswer } from '../../client/call/api.ts';
import { MESSAGES, refusal } from '../../client/call/use-call.ts';

const CAPTION = { id: 'A1', speaker: 'agent', text: 'Hej', final: false } as const;
const CARD = { type: 'page', title: 'EMDR', summary: 'Traumeterapi.', url: 'https://x.example/typer/emdr' } as const;
const IN_CALL: CallView = { ...IDLE, state: 'in-call', startedAt: 1000, ready: true, talking: true, muted: true, captions: [CAPTION] };
const ON_SCREEN: CallView = { ...IDLE, screen: { crisis: 'suicide', cards: [CARD] } };

describe('callReducer', () => {
  it.each<[string, CallView, CallEvent, Partial<CallView>]>([
    ['connecting', IDLE, ['connecting'], { state: 'connecting', announcement: 'Forbinder...' }],
    [
      'in call, from when it connected',
      { ...IDLE, state: 'connecting' },
      ['call_started', 5],
      { state: 'in-call', startedAt: 5, announcement: 'Samtalen er i gang. Tryk på Afslut for at lægge på.' },
    ],
    ['the voice arrived', IN_CALL, ['call_ready'], { ready: true }],
    ['the agent talks, so its voice is there', IDLE, ['agent_start_talking'], { talking: true, ready: true }],
    ['the agent stops', IN_CALL, ['agent_stop_talking'], { talking: false }],
    ['reconnecting', IN_CALL, ['reconnecting'], { reconnecting: true }],
    ['reconnected', { ...IN_CALL, reconnecting: true }, ['reconnected'], { reconnecting: false }],
    ['audio blocked', IN_CALL, ['audio_blocked', true], { audioBlocked: true }],
    ['unmuted', IN_CALL, ['muted', false], { muted: false }],
    [
      'a final caption replaces its interim line',
      IN_CALL,
      ['caption', { ...CAPTION, text: 'Hej!', final: true }],
      {
        captions: [{ ...CAPTION, text: 'Hej!', final: true }],
      },
    ],
    [
      'a new caption is appended',
      IN_CALL,
      ['caption', { ...CAPTION, id: 'U1' }],
      {
        captions: [CAPTION, { ...CAPTION, id: 'U1' }],
      },
    ],
    ['a card closed', ON_SCREEN, ['close_card', CARD.url], { screen: { crisis: 'suicide', cards: [] } }],
    ['the screen closed', ON_SCREEN, ['close_screen'], { screen: IDLE.screen }],
  ])('%s', (_label, view, event, change) => {
    expect(callReducer(view, event)).toEqual({ ...view, ...change });
  });

  it('keeps the last six captions', () => {
    let view = IN_CALL;
    for (let i = 0; i < 8; i++) view = callReducer(view, ['caption', { ...CAPTION, id: `C${i}` }]);
    expect(view.captions.map((c) => c.id)).toEqual(['C2', 'C3', 'C4', 'C5', 'C6', 'C7']);
  });

  it('puts a card first and announces it', () => {
    const view = callReducer(IN_CALL, ['screen', CARD]);
    expect(view.screen.cards).toEqual([CARD]);
    expect(view.announcement).toMatch(/EMDR/);
  });

  it('goes idle from anything, keeping only what is on screen and saying why', () => {
    const view = { ...IN_CALL, screen: ON_SCREEN.screen, reconnecting: true, audioBlocked: true };
    expect(callReducer(view, ['idle'])).toEqual({ ...IDLE, screen: ON_SCREEN.screen });
    expect(callReducer(view, ['idle', 'Samtalen er afsluttet.']).announcement).toBe('Samtalen er afsluttet.');
  });

  it('leaves the view it was given alone', () => {
    const frozen = Object.freeze({ ...IN_CALL });
    expect(() => callReducer(frozen, ['idle'])).not.toThrow();
    expect(frozen.state).toBe('in-call');
  });
});

describe("create-call's answer", () => {
  const answer = (status: number, data: CallAnswer['data']): CallAnswer => ({ ok: status < 300, status, data });
  const TOKEN = { access_token: 'tok', url: 'wss://x', room: 'r' };
  it.each<[string, CallAnswer, boolean, ReturnType<typeof refusal>]>([
    ['a token starts the call', answer(200, TOKEN), false, undefined],
    ['no consent from this session asks again', answer(403, { error: 'consent_required' }), false, 'consent-required'],
    ['…unless one was just logged: then it is an error', answer(403, { error: 'consent_required' }), true, MESSAGES.createFailed],
    ["the site's budget spent is busy today", answer(503, { error: 'daily_budget_exhausted' }), false, 'busy-today'],
    ["this connection's daily limit is busy today", answer(429, { error: 'client_daily_limit' }), true, 'busy-today'],
    ['another 503', answer(503, { error: 'unavailable' }), false, MESSAGES.createFailed],
    ['a 500 without JSON', answer(500, {}), false, MESSAGES.createFailed],
    ['a 429 rate limit', answer(429, { error: 'rate_limited' }), false, MESSAGES.createFailed],
    ['a 200 without a token', answer(200, { url: 'wss://x' }), false, MESSAGES.noToken],
  ])('%s', (_label, given, consentJustLogged, expected) => {
    expect(refusal(given, consentJustLogged)).toBe(expected);
  });
});
