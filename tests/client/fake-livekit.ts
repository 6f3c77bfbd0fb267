// A scripted stand-in for livekit-client: a Room whose connection and remote events the test drives.
// Only the LiveKit server is faked; the call client under test is the real one.
import { vi } from 'vitest';
import type { LiveKitModule } from '../../client/call/live/call-client.ts';
import { PARTICIPANT_KIND, ROOM_EVENT, ScriptedRoomEvents, TRACK, type TextReader } from '../fixtures/livekit-stand-in.ts';

export class FakeRoom extends ScriptedRoomEvents {
  static rooms: FakeRoom[] = [];
  static failConnect: Error | null = null;
  static failMicrophone: Error | null = null;
  readonly connect = vi.fn(async (_url: string, _token: string) => {
    if (FakeRoom.failConnect) throw FakeRoom.failConnect;
  });
  readonly disconnect = vi.fn(async () => {});
  readonly startAudio = vi.fn(async () => {});
  readonly localParticipant = {
    identity: 'besoeger-1',
    setMicrophoneEnabled: vi.fn(async (on: boolean) => {
      if (on && FakeRoom.failMicrophone) throw FakeRoom.failMicrophone;
      return undefined;
    }),
  };
  readonly options: unknown;

  constructor(options: unknown) {
    super();
    this.options = options;
    FakeRoom.rooms.push(this);
  }
  /** A text stream as LiveKit Agents sends it: chunks, then the end. */
  async stream(topic: string, identity: string, attributes: Record<string, string>, chunks: string[]) {
    const reader = new FakeTextReader(attributes, chunks);
    this.textHandlers.get(topic)?.(reader, { identity });
    await reader.done;
  }
}

class FakeTextReader implements TextReader {
  readonly info: { id: string; attributes: Record<string, string> };
  private readonly chunks: string[];
  private finish!: () => void;
  readonly done = new Promise<void>((resolve) => {
    this.finish = resolve;
  });
  constructor(attributes: Record<string, string>, chunks: string[]) {
    this.info = { id: `stream-${Math.random()}`, attributes };
    this.chunks = chunks;
  }
  async *[Symbol.asyncIterator]() {
    for (const chunk of this.chunks) {
      yield chunk;
      await Promise.resolve();
    }
    // Let the reader's caller handle the end before the test looks.
    setTimeout(this.finish, 0);
  }
}

export const analyser = {
  analyser: { fftSize: 8, getFloatTimeDomainData: vi.fn((a: Float32Array) => a.fill(0.25)) },
  cleanup: vi.fn(async () => {}),
  calculateVolume: () => 0,
};

export const fakeLiveKit = {
  Room: FakeRoom,
  RoomEvent: ROOM_EVENT,
  Track: TRACK,
  ParticipantKind: PARTICIPANT_KIND,
  createAudioAnalyser: vi.fn(() => analyser),
} as unknown as LiveKitModule;

export const remoteAudio = () => {
  const element = document.createElement('audio');
  return { kind: 'audio', attach: vi.fn(() => element), element };
};
export const participant = (identity: string, kind = 0, attributes: Record<string, string> = {}) => ({ identity, kind, attributes });
export const data = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
