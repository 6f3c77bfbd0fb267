// The call client: a small class over livekit-client's Room. livekit-client is passed in, so the page
// loads it only when a call starts and tests can drive a scripted stand-in.
// It speaks both shapes an agent can take: Retell's (identity `server`, a track named `agent_audio`,
// JSON data messages) and LiveKit Agents' (a participant of kind AGENT, its microphone track, the
// `lk.agent.state` attribute, and `lk.transcription` text streams).
import type * as LiveKit from 'livekit-client';
import { SCREEN_TOPIC, type ScreenMessage } from '../../../contracts/screen.ts';
import { Emitter } from './events.ts';
import { parseScreenMessage, type ScreenLinks } from './screen.ts';

export type LiveKitModule = Pick<typeof LiveKit, 'Room' | 'RoomEvent' | 'Track' | 'ParticipantKind' | 'createAudioAnalyser'>;

export interface StartCallOptions {
  accessToken: string;
  url: string;
  captureDeviceId?: string;
  playbackDeviceId?: string;
  sampleRate?: number;
  emitRawAudioSamples?: boolean;
}

/** Why a call failed, so the page can tell the visitor what to do about it. */
export type CallFailure = 'microphone-denied' | 'microphone-missing' | 'microphone-busy' | 'connection-lost' | 'unknown';

/** One line of captions: interim lines are replaced by later ones with the same id. */
export interface Caption {
  id: string;
  speaker: 'agent' | 'caller';
  text: string;
  final: boolean;
}

export type CallEvents = {
  call_started: [];
  call_ready: [];
  call_ended: [];
  error: [message: string, failure: CallFailure];
  update: [data: unknown];
  metadata: [data: unknown];
  agent_start_talking: [];
  agent_stop_talking: [];
  node_transition: [data: unknown];
  audio: [samples: Float32Array];
  caption: [caption: Caption];
  reconnecting: [];
  reconnected: [];
  /** The browser refuses to play the agent's audio until the visitor taps (iOS Safari, autoplay rules). */
  audio_blocked: [blocked: boolean];
  /** The agent put something on the screen (contracts/screen.ts): help lines or a card, already checked. */
  screen: [message: ScreenMessage];
};

/** Retell's agent track; a LiveKit agent's is found by its kind and source instead. */
const AGENT_AUDIO_TRACK = 'agent_audio';
/** Retell's agent identity; a LiveKit participant of kind AGENT counts too. */
const AGENT_IDENTITY = 'server';
/** LiveKit Agents publishes its state in this participant attribute. */
export const AGENT_STATE_ATTRIBUTE = 'lk.agent.state';
/** LiveKit Agents sends transcripts of both sides as text streams on this topic. */
export const TRANSCRIPTION_TOPIC = 'lk.transcription';
/** After the agent leaves, wait so its last words play out. */
const STOP_DELAY_AFTER_AGENT_LEAVES_MS = 500;

const DATA_EVENTS = ['update', 'metadata', 'agent_start_talking', 'agent_stop_talking', 'node_transition'] as const;

export class CallClient extends Emitter<CallEvents> {
  connected = false;
  isAgentTalking = false;
  private room?: LiveKit.Room;
  private analyser?: ReturnType<LiveKitModule['createAudioAnalyser']>;
  private frame?: number;
  private stopTimer?: ReturnType<typeof setTimeout>;
  private audioElements: HTMLMediaElement[] = [];
  private ready = false;
  private reconnecting = false;
  private readonly decoder = new TextDecoder();
  private readonly lk: LiveKitModule;
  private readonly links: ScreenLinks;

  /** `links`: where the agent's cards may link; by default only to this page's own origin. */
  constructor(lk: LiveKitModule, links: ScreenLinks = { siteOrigins: [location.origin], searchOrigin: '' }) {
    super();
    this.lk = lk;
    this.links = links;
  }

  async startCall(options: StartCallOptions): Promise<void> {
    try {
      const { Room, RoomEvent } = this.lk;
      const room = new Room({
        audioCaptureDefaults: {
          autoGainControl: true,
          echoCancellation: true,
          noiseSuppression: true,
          channelCount: 1,
          deviceId: options.captureDeviceId,
          sampleRate: options.sampleRate,
        },
        audioOutput: { deviceId: options.playbackDeviceId },
      });
      this.room = room;
      this.ready = false;
      this.reconnecting = false;
      // Still inside the visitor's click (the token fetch is short), so most browsers allow playback.
      void room.startAudio();
      room.on(RoomEvent.TrackSubscribed, (track, publication, participant) => this.onTrack(track, publication, participant, options));
      room.on(RoomEvent.DataReceived, (payload, participant) => this.onData(payload, participant));
      room.on(RoomEvent.ParticipantAttributesChanged, (_changed, participant) => this.onAgentState(participant));
      room.on(RoomEvent.ParticipantConnected, (participant) => this.onAgentState(participant));
      room.on(RoomEvent.ParticipantDisconnected, (participant) => {
        if (this.isAgent(participant)) this.stopTimer = setTimeout(() => this.stopCall(), STOP_DELAY_AFTER_AGENT_LEAVES_MS);
      });
      room.on(RoomEvent.Reconnecting, () => {
        this.reconnecting = true;
        this.emit('reconnecting');
      });
      room.on(RoomEvent.Reconnected, () => {
        this.reconnecting = false;
        this.emit('reconnected');
      });
      room.on(RoomEvent.AudioPlaybackStatusChanged, () => this.emit('audio_blocked', !room.canPlaybackAudio));
      room.on(RoomEvent.Disconnected, () => {
        // Gone while trying to come back: the connection is lost, not ended by either side.
        if (this.reconnecting) this.emit('error', 'Connection lost', 'connection-lost');
        this.stopCall();
      });
      room.registerTextStreamHandler(TRANSCRIPTION_TOPIC, (reader, sender) => void this.onTranscription(room, reader, sender.identity));
      room.registerTextStreamHandler(SCREEN_TOPIC, (reader, sender) => void this.onScreen(room, reader, sender.identity));

      await room.connect(options.url, options.accessToken);
      this.connected = true;
      await room.localParticipant.setMicrophoneEnabled(true);
      this.emit('call_started');
      if (!room.canPlaybackAudio) this.emit('audio_blocked', true);
    } catch (error) {
      console.error('Error starting call', error);
      this.emit('error', 'Error starting call', microphoneFailure(error) ?? 'unknown');
      this.stopCall();
    }
  }

  /** Ends the call: disconnects, releases the analyser and the audio, and emits call_ended once. */
  stopCall(): void {
    const room = this.room;
    if (!room) return;
    this.room = undefined;
    this.connected = false;
    this.isAgentTalking = false;
    clearTimeout(this.stopTimer);
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.frame = undefined;
    void this.analyser?.cleanup();
    this.analyser = undefined;
    for (const element of this.audioElements) element.remove();
    this.audioElements = [];
    room.removeAllListeners();
    room.unregisterTextStreamHandler(TRANSCRIPTION_TOPIC);
    room.unregisterTextStreamHandler(SCREEN_TOPIC);
    void room.disconnect();
    this.emit('call_ended');
  }

  mute(): void {
    if (this.connected) void this.room?.localParticipant.setMicrophoneEnabled(false);
  }

  unmute(): void {
    if (this.connected) void this.room?.localParticipant.setMicrophoneEnabled(true);
  }

  /** Starts blocked playback; must run inside a tap or click. */
  async startAudio(): Promise<void> {
    const room = this.room;
    if (!room) return;
    await room.startAudio();
    this.emit('audio_blocked', !room.canPlaybackAudio);
  }

  private onTrack(
    track: LiveKit.RemoteTrack,
    publication: LiveKit.RemoteTrackPublication,
    participant: LiveKit.RemoteParticipant,
    options: StartCallOptions,
  ) {
    if (track.kind !== this.lk.Track.Kind.Audio) return;
    const element = track.attach();
    element.hidden = true;
    document.body.appendChild(element);
    this.audioElements.push(element);
    const agentVoice =
      publication.trackName === AGENT_AUDIO_TRACK ||
      (participant.kind === this.lk.ParticipantKind.AGENT && publication.source === this.lk.Track.Source.Microphone);
    if (!agentVoice || this.ready) return;
    // The agent may have joined before us, with its state already set.
    this.onAgentState(participant);
    this.ready = true;
    this.emit('call_ready');
    if (options.emitRawAudioSamples) this.sampleAudio(track as LiveKit.RemoteAudioTrack);
  }

  /** Emits the agent's raw samples on every animation frame, until the call stops. */
  private sampleAudio(track: LiveKit.RemoteAudioTrack) {
    this.analyser = this.lk.createAudioAnalyser(track);
    const samples = new Float32Array(this.analyser.analyser.fftSize);
    const read = () => {
      if (!this.analyser) return;
      this.analyser.analyser.getFloatTimeDomainData(samples);
      this.emit('audio', samples);
      this.frame = requestAnimationFrame(read);
    };
    this.frame = requestAnimationFrame(read);
  }

  /** Retell's shape: JSON data messages from `server`. */
  private onData(payload: Uint8Array, participant?: LiveKit.RemoteParticipant) {
    if (!participant || !this.isAgent(participant)) return;
    let message: { event_type?: unknown };
    try {
      message = JSON.parse(this.decoder.decode(payload));
    } catch (error) {
      console.error('Error decoding data received', error);
      return;
    }
    const type = DATA_EVENTS.find((event) => event === message?.event_type);
    if (!type) return;
    if (type === 'agent_start_talking') this.setTalking(true);
    else if (type === 'agent_stop_talking') this.setTalking(false);
    else this.emit(type, message);
  }

  /** LiveKit Agents' shape: speaking, listening, thinking … in a participant attribute. */
  private onAgentState(participant: LiveKit.Participant) {
    if (participant.kind !== this.lk.ParticipantKind.AGENT) return;
    const state = participant.attributes[AGENT_STATE_ATTRIBUTE];
    if (state) this.setTalking(state === 'speaking');
  }

  private setTalking(talking: boolean) {
    if (talking === this.isAgentTalking) return;
    this.isAgentTalking = talking;
    this.emit(talking ? 'agent_start_talking' : 'agent_stop_talking');
  }

  /**
   * A transcript arrives as a stream of text chunks, sent in the name of whoever spoke; later streams
   * with the same segment id replace earlier ones.
   */
  private async onTranscription(room: LiveKit.Room, reader: LiveKit.TextStreamReader, identity: string) {
    const attributes = reader.info.attributes ?? {};
    const id = attributes['lk.segment_id'] ?? reader.info.id;
    const speaker = identity === room.localParticipant.identity ? 'caller' : 'agent';
    let text = '';
    try {
      for await (const chunk of reader) {
        text += chunk;
        if (this.room === room) this.emit('caption', { id, speaker, text, final: false });
      }
    } catch (error) {
      console.error('Error reading a transcript', error);
      return;
    }
    // The agent's words come as one delta stream per segment, so its end is final; the caller's come
    // as one whole stream per interim result, and only the last says final.
    const final = speaker === 'agent' || attributes['lk.transcription_final'] === 'true';
    if (this.room === room) this.emit('caption', { id, speaker, text, final });
  }

  /** One message per stream, accepted only from the agent; anything else is read and dropped. */
  private async onScreen(room: LiveKit.Room, reader: LiveKit.TextStreamReader, identity: string) {
    const sender = room.remoteParticipants.get(identity);
    const fromAgent = identity === AGENT_IDENTITY || (sender !== undefined && this.isAgent(sender));
    let text = '';
    try {
      for await (const chunk of reader) text += chunk;
    } catch (error) {
      console.error('Error reading a screen message', error);
      return;
    }
    if (!fromAgent || this.room !== room) return;
    const message = parseScreenMessage(text, this.links);
    if (message) this.emit('screen', message);
  }

  private isAgent(participant: LiveKit.Participant): boolean {
    return participant.identity === AGENT_IDENTITY || participant.kind === this.lk.ParticipantKind.AGENT;
  }
}

/** What a failed getUserMedia means for the visitor, by the DOMException's name. */
function microphoneFailure(error: unknown): CallFailure | undefined {
  switch ((error as { name?: unknown } | null)?.name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'microphone-denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'microphone-missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'microphone-busy';
    default:
      return undefined;
  }
}
