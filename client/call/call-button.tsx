// 'Ring op' and the status line beside it: the part of the call control that is in the page's HTML. It
// imports none of the call's code, so the Worker can render it (client/call/call-at-rest.tsx).
import { Icon } from '../../ui/icons.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import type { CallState } from './call-state.ts';

/** 'Ring op', 'Forbinder...' or 'Afslut'. A pointer over it or focus on it is the visitor's intent (onIntent).
 *  The server renders it without handlers: the browser attaches them when it hydrates. */
export function CallButton({ state, onClick, onIntent }: { state: CallState; onClick?: () => void; onIntent?: () => void }) {
  return (
    <Tooltip text="Tal med vores AI-stemmeassistent. Den er ikke et menneske.">
      {(describedBy) => (
        <button
          type="button"
          className={`button call-button${state === 'in-call' ? ' button-destructive' : ''}`}
          aria-disabled={state === 'connecting' || undefined}
          aria-describedby={describedBy}
          data-state={state}
          onClick={onClick}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          {state === 'idle' && (
            <>
              <Icon name="phone" /> Ring op
            </>
          )}
          {state === 'connecting' && 'Forbinder...'}
          {state === 'in-call' && (
            <>
              <Icon name="close" /> Afslut
            </>
          )}
        </button>
      )}
    </Tooltip>
  );
}

/** What the call last did, for a screen reader (polite, as role="status" is). */
export function CallStatus({ announcement }: { announcement: string }) {
  return (
    <span className="visually-hidden" role="status">
      {announcement}
    </span>
  );
}
