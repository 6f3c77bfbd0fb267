// Served in place of the lazily loaded call chunk in Chromium: the real call client over a scripted
// stand-in of livekit-client, which the test drives through `window.scriptedRoom`. Only the LiveKit
// server is replaced; the page, the island and the call client are the ones we ship.
import { CallClient, type LiveKitModule } from '../../client/call/call-client.ts';
import { AGENT_KIND, PARTICIPANT_KIND, ROOM_EVENT, TRACK } from '../fixtures/livekit-enums.ts';

type Handler = (...args: unknown[]) => void;
type TextHandler = (
  reader: AsyncIterable<string> & { info: { id: string; attributes: Record<string, string> } },
  sender: { identity: string },
) => void;

class ScriptedRoom {
  readonly handlers = new Map<string, Handler>();
  readonly textHandlers = new Map<string, TextHandler>();
  canPlaybackAudio = true;
  readonly localParticipant = {
    identity: 'besoeger-e2e',
    microphone: false,
    setMicrophoneEnabled: async (on: boolean) => {
      this.localParticipant.microphone = on;
    },
  };
  connectedTo = '';
  constructor() {
    (window as unknown as { scriptedRoom: ScriptedRoom }).scriptedRoom = this;
  }
  async connect(url: string) {
    this.connectedTo = url;
  }
  async disconnect() {}
  async startAudio() {
    this.canPlaybackAudio = true;
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  registerTextStreamHandler(topic: string, handler: TextHandler) {
    this.textHandlers.set(topic, handler);
  }
  unregisterTextStreamHandler(topic: string) {
    this.textHandlers.delete(topic);
  }
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.(...args);
  }
  /** The agent joins in LiveKit Agents' shape, with its voice track and a state. */
  agentJoins(state: string) {
    const agent = { identity: 'agent-AJ_e2e', kind: AGENT_KIND, attributes: { 'lk.agent.state': state } };
    const track = { kind: 'audio', attach: () => document.createElement('audio') };
    this.fire('trackSubscribed', track, { trackName: 'roomio_audio', source: 'microphone' }, agent);
  }
  agentState(state: string) {
    this.fire('participantAttributesChanged', {}, { identity: 'agent-AJ_e2e', kind: AGENT_KIND, attributes: { 'lk.agent.state': state } });
  }
  say(identity: string, segment: string, text: string) {
    const reader = {
      info: { id: segment, attributes: { 'lk.segment_id': segment, 'lk.transcription_final': 'true' } },
      async *[Symbol.asyncIterator]() {
        yield text;
      },
    };
    this.textHandlers.get('lk.transcription')?.(reader, { identity });
  }
}

const scriptedLiveKit = {
  Room: ScriptedRoom,
  RoomEvent: ROOM_EVENT,
  Track: TRACK,
  ParticipantKind: PARTICIPANT_KIND,
  createAudioAnalyser: () => {
    throw new Error('not used');
  },
} as unknown as LiveKitModule;

export const createCallClient = () => new CallClient(scriptedLiveKit);
