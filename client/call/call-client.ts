// The call client (spec §4.2): a small class over livekit-client's Room. livekit-client is passed in,
// so the page loads it only when a call starts and tests can drive a scripted stand-in.
import type * as LiveKit from 'livekit-client';
import { Emitter } from './events.ts';

export type LiveKitModule = Pick<typeof LiveKit, 'Room' | 'RoomEvent' | 'Track' | 'ParticipantKind' | 'createAudioAnalyser'>;

export interface StartCallOptions {
  accessToken: string;
  url: string;
  captureDeviceId?: string;
  playbackDeviceId?: string;
  sampleRate?: number;
  emitRawAudioSamples?: boolean;
}

export type CallEvents = {
  call_started: [];
  call_ready: [];
  call_ended: [];
  error: [message: string];
  update: [data: unknown];
  metadata: [data: unknown];
  agent_start_talking: [];
  agent_stop_talking: [];
  node_transition: [data: unknown];
  audio: [samples: Float32Array];
};

/** The track the agent speaks on. */
export const AGENT_AUDIO_TRACK = 'agent_audio';
/** Identity of the agent participant; a LiveKit agent participant counts too. */
export const AGENT_IDENTITY = 'server';
/** After the agent leaves, wait so its last words play out. */
export const STOP_DELAY_AFTER_AGENT_LEAVES_MS = 500;

const DATA_EVENTS = ['update', 'metadata', 'agent_start_talking', 'agent_stop_talking', 'node_transition'] as const;

export class CallClient extends Emitter<CallEvents> {
  connected = false;
  isAgentTalking = false;
  private room?: LiveKit.Room;
  private analyser?: ReturnType<LiveKitModule['createAudioAnalyser']>;
  private frame?: number;
  private stopTimer?: ReturnType<typeof setTimeout>;
  private audioElements: HTMLMediaElement[] = [];
  private readonly decoder = new TextDecoder();
  private readonly lk: LiveKitModule;

  constructor(lk: LiveKitModule) {
    super();
    this.lk = lk;
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
      // Still inside the visitor's click (the token fetch is short), so the browser allows playback.
      void room.startAudio();
      room.on(RoomEvent.TrackSubscribed, (track, publication) => this.onTrack(track, publication, options));
      room.on(RoomEvent.DataReceived, (payload, participant) => this.onData(payload, participant));
      room.on(RoomEvent.ParticipantDisconnected, (participant) => {
        if (this.isAgent(participant)) this.stopTimer = setTimeout(() => this.stopCall(), STOP_DELAY_AFTER_AGENT_LEAVES_MS);
      });
      room.on(RoomEvent.Disconnected, () => this.stopCall());

      await room.connect(options.url, options.accessToken);
      this.connected = true;
      await room.localParticipant.setMicrophoneEnabled(true);
      this.emit('call_started');
    } catch (error) {
      console.error('Error starting call', error);
      this.emit('error', 'Error starting call');
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
    void room.disconnect();
    this.emit('call_ended');
  }

  mute(): void {
    if (this.connected) void this.room?.localParticipant.setMicrophoneEnabled(false);
  }

  unmute(): void {
    if (this.connected) void this.room?.localParticipant.setMicrophoneEnabled(true);
  }

  private onTrack(track: LiveKit.RemoteTrack, publication: LiveKit.RemoteTrackPublication, options: StartCallOptions) {
    if (track.kind !== this.lk.Track.Kind.Audio) return;
    const element = track.attach();
    element.hidden = true;
    document.body.appendChild(element);
    this.audioElements.push(element);
    if (publication.trackName !== AGENT_AUDIO_TRACK) return;
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
    if (type === 'agent_start_talking') this.isAgentTalking = true;
    if (type === 'agent_stop_talking') this.isAgentTalking = false;
    if (type === 'agent_start_talking' || type === 'agent_stop_talking') this.emit(type);
    else this.emit(type, message);
  }

  private isAgent(participant: LiveKit.Participant): boolean {
    return participant.identity === AGENT_IDENTITY || participant.kind === this.lk.ParticipantKind.AGENT;
  }
}
