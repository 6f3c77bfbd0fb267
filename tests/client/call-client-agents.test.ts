// The call client against the scripted Room in LiveKit Agents' shape: an AGENT participant whose
// microphone track is its voice, its state in `lk.agent.state`, transcripts on `lk.transcription`;
// and what a visitor meets in the field: a refused or busy microphone, blocked audio, a lost connection.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGENT_STATE_ATTRIBUTE,
  type Caption,
  CallClient,
  type CallEvents,
  TRANSCRIPTION_TOPIC,
} from '../../client/call/live/call-client.ts';
import { AGENT_KIND } from '../fixtures/livekit-stand-in.ts';
import { fakeLiveKit, FakeRoom, participant, remoteAudio } from './fake-livekit.ts';

const OPTIONS = { accessToken: 'token-1', url: 'wss://lk.example.test', sampleRate: 24000 };
const agent = (state?: string) => participant('agent-AJ_x7', AGENT_KIND, state ? { [AGENT_STATE_ATTRIBUTE]: state } : {});
const room = () => FakeRoom.rooms.at(-1)!;

function record(client: CallClient, events: (keyof CallEvents)[]) {
  const seen: [string, ...unknown[]][] = [];
  for (const event of events) client.on(event, (...args: unknown[]) => seen.push([event, ...args]));
  return seen;
}
async function started() {
  const client = new CallClient(fakeLiveKit);
  await client.startCall(OPTIONS);
  return client;
}

beforeEach(() => {
  FakeRoom.rooms = [];
  FakeRoom.failConnect = null;
  FakeRoom.failMicrophone = null;
  vi.clearAllMocks();
});

describe('a LiveKit Agents agent', () => {
  it("is ready when the agent participant's microphone track arrives, whatever its name", async () => {
    const client = await started();
    const seen = record(client, ['call_ready']);
    room().fire('trackSubscribed', remoteAudio(), { trackName: 'roomio_audio', source: 'microphone' }, participant('besoeger-2'));
    expect(seen).toEqual([]);
    const voice = remoteAudio();
    room().fire('trackSubscribed', voice, { trackName: 'roomio_audio', source: 'microphone' }, agent());
    room().fire('trackSubscribed', remoteAudio(), { trackName: 'roomio_audio', source: 'microphone' }, agent());
    expect(seen).toEqual([['call_ready']]);
    expect(document.body.contains(voice.element)).toBe(true);
  });

  it('reads the state of an agent that was speaking before we joined', async () => {
    const client = await started();
    room().fire('trackSubscribed', remoteAudio(), { trackName: 'roomio_audio', source: 'microphone' }, agent('speaking'));
    expect(client.isAgentTalking).toBe(true);
  });

  it('maps lk.agent.state to agent_start_talking and agent_stop_talking', async () => {
    const client = await started();
    const seen = record(client, ['agent_start_talking', 'agent_stop_talking']);
    room().fire('participantConnected', agent('initializing'));
    room().fire('participantAttributesChanged', {}, agent('listening'));
    room().fire('participantAttributesChanged', {}, agent('speaking'));
    expect(client.isAgentTalking).toBe(true);
    room().fire('participantAttributesChanged', {}, agent('speaking'));
    room().fire('participantAttributesChanged', {}, agent('thinking'));
    room().fire('participantAttributesChanged', {}, agent('speaking'));
    room().fire('participantAttributesChanged', {}, agent('listening'));
    // A visitor's attributes never move the agent's state.
    room().fire('participantAttributesChanged', {}, participant('besoeger-2', 0, { [AGENT_STATE_ATTRIBUTE]: 'speaking' }));
    expect(seen).toEqual([['agent_start_talking'], ['agent_stop_talking'], ['agent_start_talking'], ['agent_stop_talking']]);
  });

  it('turns lk.transcription streams into captions for both sides, interim and final', async () => {
    const client = await started();
    const captions: Caption[] = [];
    client.on('caption', (c) => captions.push(c));
    await room().stream(TRANSCRIPTION_TOPIC, 'agent-AJ_x7', { 'lk.segment_id': 'SG_1', 'lk.transcription_final': 'false' }, [
      'Hej, ',
      'jeg er ',
      'en AI.',
    ]);
    expect(captions.map((c) => [c.speaker, c.text, c.final])).toEqual([
      ['agent', 'Hej, ', false],
      ['agent', 'Hej, jeg er ', false],
      ['agent', 'Hej, jeg er en AI.', false],
      ['agent', 'Hej, jeg er en AI.', true],
    ]);
    captions.length = 0;
    await room().stream(TRANSCRIPTION_TOPIC, 'besoeger-1', { 'lk.segment_id': 'SG_2', 'lk.transcription_final': 'false' }, ['Hvad koster']);
    await room().stream(TRANSCRIPTION_TOPIC, 'besoeger-1', { 'lk.segment_id': 'SG_2', 'lk.transcription_final': 'true' }, [
      'Hvad koster en psykolog?',
    ]);
    expect(captions.filter((c) => c.final)).toEqual([{ id: 'SG_2', speaker: 'caller', text: 'Hvad koster en psykolog?', final: true }]);
    expect(new Set(captions.map((c) => c.id))).toEqual(new Set(['SG_2']));
  });

  it('stops listening for transcripts when the call ends', async () => {
    const client = await started();
    const r = room();
    client.stopCall();
    expect(r.textHandlers.has(TRANSCRIPTION_TOPIC)).toBe(false);
  });
});

describe('what goes wrong in the field', () => {
  it.each([
    ['NotAllowedError', 'microphone-denied'],
    ['NotFoundError', 'microphone-missing'],
    ['NotReadableError', 'microphone-busy'],
    ['TypeError', 'unknown'],
  ])('tells a %s from the microphone apart (%s), and ends the call', async (name, failure) => {
    FakeRoom.failMicrophone = Object.assign(new Error('getUserMedia failed'), { name });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new CallClient(fakeLiveKit);
    const seen = record(client, ['call_started', 'error', 'call_ended']);
    await client.startCall(OPTIONS);
    expect(seen).toEqual([['error', 'Error starting call', failure], ['call_ended']]);
  });

  it("says when the browser blocks the agent's audio, and starts it on request", async () => {
    const client = new CallClient(fakeLiveKit);
    const seen = record(client, ['audio_blocked']);
    const start = client.startCall(OPTIONS);
    room().canPlaybackAudio = false;
    await start;
    expect(seen).toEqual([['audio_blocked', true]]);
    room().startAudio.mockImplementation(async () => {
      room().canPlaybackAudio = true;
    });
    await client.startAudio();
    expect(seen.at(-1)).toEqual(['audio_blocked', false]);
    room().canPlaybackAudio = false;
    room().fire('audioPlaybackChanged');
    expect(seen.at(-1)).toEqual(['audio_blocked', true]);
  });

  it('reports reconnecting and back, and a lost connection as its own failure', async () => {
    const client = await started();
    const seen = record(client, ['reconnecting', 'reconnected', 'error', 'call_ended']);
    room().fire('reconnecting');
    room().fire('reconnected');
    room().fire('reconnecting');
    room().fire('disconnected');
    expect(seen).toEqual([
      ['reconnecting'],
      ['reconnected'],
      ['reconnecting'],
      ['error', 'Connection lost', 'connection-lost'],
      ['call_ended'],
    ]);
  });

  it('ends quietly when the room closes normally (the agent ends the call at its limit)', async () => {
    const client = await started();
    const seen = record(client, ['error', 'call_ended']);
    room().fire('disconnected');
    expect(seen).toEqual([['call_ended']]);
  });
});
