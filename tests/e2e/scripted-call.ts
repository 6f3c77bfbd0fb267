// Served in place of the lazily loaded call chunk in Chromium: the real call client over a scripted
// stand-in of livekit-client, which the test drives through `window.scriptedRoom`. Only the LiveKit
// server is replaced; the page, the island and the call client are the ones we ship.
import { CallClient, type LiveKitModule } from '../../client/call/live/call-client.ts';
import type { ScreenLinks } from '../../client/call/live/screen.ts';
import { SCREEN_TOPIC } from '../../contracts/screen.ts';
import {
  AGENT_KIND,
  PARTICIPANT_KIND,
  ROOM_EVENT,
  ScriptedRoomEvents,
  TRACK,
  type TextReader,
  textStream,
} from '../fixtures/livekit-stand-in.ts';

class ScriptedRoom extends ScriptedRoomEvents {
  readonly localParticipant = {
    identity: 'besoeger-e2e',
    microphone: false,
    setMicrophoneEnabled: async (on: boolean) => {
      this.localParticipant.microphone = on;
    },
  };
  connectedTo = '';
  constructor() {
    super();
    (window as unknown as { scriptedRoom: ScriptedRoom }).scriptedRoom = this;
  }
  async connect(url: string) {
    this.connectedTo = url;
  }
  async disconnect() {}
  async startAudio() {
    this.canPlaybackAudio = true;
  }
  /** The agent joins in LiveKit Agents' shape, with its voice track and a state. */
  agentJoins(state: string) {
    const agent = this.join({ identity: 'agent-AJ_e2e', kind: AGENT_KIND, attributes: { 'lk.agent.state': state } });
    const track = { kind: 'audio', attach: () => document.createElement('audio') };
    this.fire('trackSubscribed', track, { trackName: 'roomio_audio', source: 'microphone' }, agent);
  }
  agentState(state: string) {
    this.fire('participantAttributesChanged', {}, { identity: 'agent-AJ_e2e', kind: AGENT_KIND, attributes: { 'lk.agent.state': state } });
  }
  say(identity: string, segment: string, text: string) {
    const reader: TextReader = {
      info: { id: segment, attributes: { 'lk.segment_id': segment, 'lk.transcription_final': 'true' } },
      async *[Symbol.asyncIterator]() {
        yield text;
      },
    };
    this.textHandlers.get('lk.transcription')?.(reader, { identity });
  }
  /** A message for the screen (contracts/screen.ts), sent by whoever `identity` is. */
  show(identity: string, message: unknown) {
    this.textHandlers.get(SCREEN_TOPIC)?.(textStream(JSON.stringify(message)), { identity });
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

export const createCallClient = (links?: ScreenLinks) => new CallClient(scriptedLiveKit, links);
