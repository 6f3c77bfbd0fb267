// The call control as every page is served: what CallControl renders before the visitor does anything
// (idle, an empty status line, nothing on screen, the consent dialog not yet mounted, no toasts). The Worker
// renders this in the header island, so it carries none of the call's code (the hook, the reducer, the
// dialog, the panel); the browser hydrates it with the live CallControl, and
// tests/client/islands-at-rest.test.tsx holds the two to the same markup.
import { CallButton, CallStatus } from './call-button.tsx';
import { Toasts } from './toasts.tsx';

export function CallControlAtRest() {
  return (
    <>
      <CallButton state="idle" />
      <CallStatus announcement="" />
      <Toasts toasts={[]} dismiss={() => {}} />
    </>
  );
}
