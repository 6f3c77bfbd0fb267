// A scripted stand-in for livekit-client: a Room whose connection and remote events the test drives.
// Only the LiveKit server is faked; the call client under test is the real one.
import { vi } from 'vitest';
import type { LiveKitModule } from '../../client/call/call-client.ts';

type Handler = (...args: unknown[]) => void;

export class FakeRoom {
  static rooms: FakeRoom[] = [];
  static failConnect: Error | null = null;
  readonly handlers = new Map<string, Handler>();
  readonly connect = vi.fn(async (_url: string, _token: string) => { if (FakeRoom.failConnect) throw FakeRoom.failConnect; });
  readonly disconnect = vi.fn(async () => {});
  readonly startAudio = vi.fn(async () => {});
  readonly localParticipant = { setMicrophoneEnabled: vi.fn(async (_on: boolean) => undefined) };
  readonly options: unknown;

  constructor(options: unknown) {
    this.options = options;
    FakeRoom.rooms.push(this);
  }
  on(event: string, handler: Handler) { this.handlers.set(event, handler); return this; }
  removeAllListeners() { this.handlers.clear(); return this; }
  /** What the LiveKit server would make the room emit. */
  fire(event: string, ...args: unknown[]) { this.handlers.get(event)?.(...args); }
}

export const analyser = {
  analyser: { fftSize: 8, getFloatTimeDomainData: vi.fn((a: Float32Array) => a.fill(0.25)) },
  cleanup: vi.fn(async () => {}),
  calculateVolume: () => 0,
};

export const fakeLiveKit = {
  Room: FakeRoom,
  RoomEvent: { TrackSubscribed: 'trackSubscribed', DataReceived: 'dataReceived', ParticipantDisconnected: 'participantDisconnected', Disconnected: 'disconnected' },
  Track: { Kind: { Audio: 'audio', Video: 'video' } },
  ParticipantKind: { STANDARD: 0, AGENT: 4 },
  createAudioAnalyser: vi.fn(() => analyser),
} as unknown as LiveKitModule;

export const remoteAudio = () => {
  const element = document.createElement('audio');
  return { kind: 'audio', attach: vi.fn(() => element), element };
};
export const participant = (identity: string, kind = 0) => ({ identity, kind });
export const data = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
