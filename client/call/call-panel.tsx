// The panel beside 'Ring op' while a call connects and runs: who is talking, the time, mute, what the
// agent put on screen, captions and 'Afslut'; after the call, what is still on screen. Not modal: the
// page stays usable, and the panel follows the button in tab order.
import { type ReactNode, useEffect, useState } from 'react';
import { Icon } from '../../ui/icons.tsx';
import { AfterCall, CallScreen } from './call-screen.tsx';
import type { CallView } from './call-state.ts';

export interface CallPanelProps {
  view: CallView;
  maxCallMinutes: number;
  onMute: () => void;
  onStartAudio: () => void;
  onEnd: () => void;
  /** Closing a card, or (after the call) everything the agent put on screen. */
  onCloseCard: (url: string) => void;
  onCloseScreen: () => void;
  /** Right after a call that ran, the after-call panel shows even with nothing on screen, with this in it. */
  afterCallOpen: boolean;
  afterCall?: ReactNode;
}

export function CallPanel({
  view,
  maxCallMinutes,
  onMute,
  onStartAudio,
  onEnd,
  onCloseCard,
  onCloseScreen,
  afterCallOpen,
  afterCall,
}: CallPanelProps) {
  const [showCaptions, setShowCaptions] = useState(true);
  const now = useClock(view.startedAt !== undefined);
  if (view.state === 'idle')
    return (
      <AfterCall screen={view.screen} open={afterCallOpen} onCloseCard={onCloseCard} onClose={onCloseScreen}>
        {afterCall}
      </AfterCall>
    );
  const elapsed = view.startedAt === undefined ? 0 : Math.max(0, now - view.startedAt);
  return (
    <section className="call-panel" aria-labelledby="samtale-titel">
      <h2 id="samtale-titel" className="visually-hidden">
        Samtale med stemmeassistenten
      </h2>
      {/* The state is announced politely; the ticking clock is not, it would talk over the call. */}
      <p className="call-status" aria-live="polite" data-status={statusOf(view)}>
        {STATUS_TEXT[statusOf(view)]}
      </p>
      {view.state === 'in-call' && <CallTime elapsed={elapsed} maxCallMinutes={maxCallMinutes} />}
      {view.audioBlocked && (
        <button type="button" className="button button-primary" onClick={onStartAudio}>
          Slå lyden til
        </button>
      )}
      <div className="call-actions">
        <button
          type="button"
          className="button button-secondary"
          // The label says what the button does next, so it carries no aria-pressed as well.
          disabled={view.state !== 'in-call'}
          onClick={onMute}
        >
          <Icon name="mic" /> {view.muted ? 'Slå mikrofonen til' : 'Slå mikrofonen fra'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={showCaptions}
          aria-controls="samtale-tekst"
          onClick={() => setShowCaptions(!showCaptions)}
        >
          Vis tekst
        </button>
        <button type="button" className="button button-destructive" onClick={onEnd}>
          <Icon name="close" /> Afslut
        </button>
      </div>
      <CallScreen screen={view.screen} onCloseCard={onCloseCard} />
      <Captions captions={view.captions} shown={showCaptions} />
    </section>
  );
}

/** The time used and the time left, e.g. "Tid: 1:05 (8:55 tilbage)". */
function CallTime({ elapsed, maxCallMinutes }: { elapsed: number; maxCallMinutes: number }) {
  const left = Math.max(0, maxCallMinutes * 60_000 - elapsed);
  return (
    <p className="call-time">
      <span>
        Tid: <time dateTime={`PT${Math.floor(elapsed / 1000)}S`}>{clock(elapsed)}</time>
      </span>{' '}
      <span>({clock(left, Math.ceil)} tilbage)</span>
    </p>
  );
}

/** What the agent and the visitor said, on the visitor's screen only; 'Vis tekst' hides or shows it. */
function Captions({ captions, shown }: { captions: CallView['captions']; shown: boolean }) {
  return (
    <ol id="samtale-tekst" className="captions" hidden={!shown} aria-label="Tekst til samtalen">
      {captions.map((c) => (
        <li key={c.id} className={`caption caption-${c.speaker}${c.final ? '' : ' caption-interim'}`}>
          <span className="caption-who">{c.speaker === 'agent' ? 'Assistenten' : 'Dig'}:</span> {c.text}
        </li>
      ))}
    </ol>
  );
}

type Status = 'connecting' | 'talking' | 'listening' | 'reconnecting';
const STATUS_TEXT: Record<Status, string> = {
  connecting: 'Forbinder...',
  talking: 'Assistenten taler',
  listening: 'Assistenten lytter',
  reconnecting: 'Genopretter forbindelsen',
};

function statusOf(view: CallView): Status {
  if (view.reconnecting) return 'reconnecting';
  if (view.state !== 'in-call' || !view.ready) return 'connecting';
  return view.talking ? 'talking' : 'listening';
}

/** "m:ss"; time left rounds up, so elapsed and left always add up to the maximum. */
function clock(ms: number, round = Math.floor): string {
  const seconds = round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time now, ticking each second while running. */
function useClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
