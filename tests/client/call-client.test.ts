// The call client through every transition, against the scripted Room in Retell's shape (identity
// `server`, track `agent_audio`, data messages). call-client-agents.test.ts covers LiveKit Agents' shape.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallClient, type CallEvents } from '../../client/call/live/call-client.ts';
import { analyser, data, fakeLiveKit, FakeRoom, participant, remoteAudio } from './fake-livekit.ts';

const OPTIONS = {
  accessToken: 'token-1',
  url: 'wss://lk.example.test',
  captureDeviceId: 'mic-2',
  playbackDeviceId: 'speaker-3',
  sampleRate: 24000,
};

function recorder(client: CallClient) {
  const seen: [string, ...unknown[]][] = [];
  const events: (keyof CallEvents)[] = [
    'call_started',
    'call_ready',
    'call_ended',
    'error',
    'update',
    'metadata',
    'agent_start_talking',
    'agent_stop_talking',
    'node_transition',
  ];
  for (const event of events) client.on(event, (...args: unknown[]) => seen.push([event, ...args]));
  return seen;
}
const room = () => FakeRoom.rooms.at(-1)!;

beforeEach(() => {
  FakeRoom.rooms = [];
  FakeRoom.failConnect = null;
  FakeRoom.failMicrophone = null;
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('starting', () => {
  it('opens the room with mono, cleaned-up capture on the chosen devices, then enables the microphone', async () => {
    const client = new CallClient(fakeLiveKit);
    const seen = recorder(client);
    await client.startCall(OPTIONS);
    expect(room().options).toEqual({
      audioCaptureDefaults: {
        autoGainControl: true,
        echoCancellation: true,
        noiseSuppression: true,
        channelCount: 1,
        deviceId: 'mic-2',
        sampleRate: 24000,
      },
      audioOutput: { deviceId: 'speaker-3' },
    });
    expect(room().startAudio).toHaveBeenCalled();
    expect(room().connect).toHaveBeenCalledWith('wss://lk.example.test', 'token-1');
    expect(room().localParticipant.setMicrophoneEnabled).toHaveBeenCalledWith(true);
    expect(client.connected).toBe(true);
    expect(seen).toEqual([['call_started']]);
  });

  it('on a start error emits "Error starting call", logs it, and stops', async () => {
    FakeRoom.failConnect = new Error('could not establish signal connection');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new CallClient(fakeLiveKit);
    const seen = recorder(client);
    await client.startCall(OPTIONS);
    expect(seen).toEqual([['error', 'Error starting call', 'unknown'], ['call_ended']]);
    expect(log).toHaveBeenCalledWith('Error starting call', FakeRoom.failConnect);
    expect(client.connected).toBe(false);
    expect(room().disconnect).toHaveBeenCalled();
  });
});

describe('during a call', () => {
  it('plays every remote audio track and is ready on agent_audio', async () => {
    const client = new CallClient(fakeLiveKit);
    const seen = recorder(client);
    await client.startCall(OPTIONS);
    const other = remoteAudio();
    room().fire('trackSubscribed', other, { trackName: 'background' }, participant('server'));
    expect(other.attach).toHaveBeenCalled();
    expect(seen.map(([e]) => e)).not.toContain('call_ready');
    const agent = remoteAudio();
    room().fire('trackSubscribed', agent, { trackName: 'agent_audio' }, participant('server'));
    expect(seen.at(-1)).toEqual(['call_ready']);
    expect(document.body.contains(agent.element)).toBe(true);
    client.stopCall();
    expect(document.body.contains(agent.element)).toBe(false);
  });

  it('re-emits the data events, and keeps the talking flag', async () => {
    const client = new CallClient(fakeLiveKit);
    const seen = recorder(client);
    await client.startCall(OPTIONS);
    const server = participant('server');
    room().fire('dataReceived', data({ event_type: 'update', transcript: [{ role: 'agent', content: 'Hej' }] }), server);
    room().fire('dataReceived', data({ event_type: 'metadata', x: 1 }), server);
    room().fire('dataReceived', data({ event_type: 'node_transition', node: 'b' }), server);
    room().fire('dataReceived', data({ event_type: 'agent_start_talking' }), server);
    expect(client.isAgentTalking).toBe(true);
    room().fire('dataReceived', data({ event_type: 'agent_stop_talking' }), server);
    expect(client.isAgentTalking).toBe(false);
    expect(seen.slice(1)).toEqual([
      ['update', { event_type: 'update', transcript: [{ role: 'agent', content: 'Hej' }] }],
      ['metadata', { event_type: 'metadata', x: 1 }],
      ['node_transition', { event_type: 'node_transition', node: 'b' }],
      ['agent_start_talking'],
      ['agent_stop_talking'],
    ]);
  });

  it('honours data only from the agent, and ignores what it cannot decode', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new CallClient(fakeLiveKit);
    const seen = recorder(client);
    await client.startCall(OPTIONS);
    room().fire('dataReceived', data({ event_type: 'agent_start_talking' }), participant('besoeger-1'));
    room().fire('dataReceived', data({ event_type: 'update' }), undefined);
    expect(client.isAgentTalking).toBe(false);
    room().fire('dataReceived', data('{not json'), participant('server'));
    expect(log).toHaveBeenCalledWith('Error decoding data received', expect.any(SyntaxError));
    room().fire('dataReceived', data({ event_type: 'update', from: 'agent' }), participant('agent-AJ_1', 4));
    expect(seen.slice(1)).toEqual([['update', { event_type: 'update', from: 'agent' }]]);
  });

  it('mutes and unmutes only while connected', async () => {
    const client = new CallClient(fakeLiveKit);
    client.mute();
    await client.startCall(OPTIONS);
    const mic = room().localParticipant.setMicrophoneEnabled;
    mic.mockClear();
    client.mute();
    client.unmute();
    expect(mic.mock.calls).toEqual([[false], [true]]);
    client.stopCall();
    mic.mockClear();
    client.unmute();
    expect(mic).not.toHaveBeenCalled();
  });
});

describe('ending', () => {
  it('stops 500 ms after the server participant leaves', async () => {
    vi.useFakeTimers();
    const client = new CallClient(fakeLiveKit);
    const seen = recorder(client);
    await client.startCall(OPTIONS);
    room().fire('participantDisconnected', participant('someone-else'));
    room().fire('participantDisconnected', participant('server'));
    vi.advanceTimersByTime(499);
    expect(seen.map(([e]) => e)).not.toContain('call_ended');
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toEqual(['call_ended']);
    expect(room().disconnect).toHaveBeenCalledTimes(1);
  });

  it('stops at once when the room disconnects, once only, and clears the talking flag', async () => {
    const client = new CallClient(fakeLiveKit);
    const seen = recorder(client);
    await client.startCall(OPTIONS);
    room().fire('dataReceived', data({ event_type: 'agent_start_talking' }), participant('server'));
    room().fire('disconnected');
    client.stopCall();
    expect(seen.filter(([e]) => e === 'call_ended')).toHaveLength(1);
    expect(client.isAgentTalking).toBe(false);
    expect(client.connected).toBe(false);
  });

  it('samples the agent audio every frame when asked, and releases the analyser on stop', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    const client = new CallClient(fakeLiveKit);
    const frames: Float32Array[] = [];
    client.on('audio', (samples) => frames.push(samples.slice()));
    await client.startCall({ ...OPTIONS, emitRawAudioSamples: true });
    room().fire('trackSubscribed', remoteAudio(), { trackName: 'agent_audio' }, participant('server'));
    expect(fakeLiveKit.createAudioAnalyser).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(frames).toHaveLength(3);
    expect([...frames[0]!]).toEqual(Array(8).fill(0.25));
    client.stopCall();
    expect(analyser.cleanup).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextFrame();
    expect(frames).toHaveLength(3);
  });

  it('does not sample when not asked', async () => {
    const client = new CallClient(fakeLiveKit);
    await client.startCall(OPTIONS);
    room().fire('trackSubscribed', remoteAudio(), { trackName: 'agent_audio' }, participant('server'));
    expect(fakeLiveKit.createAudioAnalyser).not.toHaveBeenCalled();
  });
});
