// Messages that appear in a corner and go by themselves: errors titled 'Fejl', which always carry 112
// and Livslinien, and calm notices such as "busy today", which carry all the help lines with them.
import { useCallback, useState } from 'react';
import { danishDay } from '../../contracts/dated.ts';
import { AcuteLine, HelpLine } from '../../ui/helplines.tsx';
import { Icon } from '../../ui/icons.tsx';

export interface Toast {
  id: number;
  title: string;
  text: string;
  tone: 'error' | 'notice';
  withHelpLines?: boolean;
}
export type ShowToast = (toast: Omit<Toast, 'id'>) => void;

const TOAST_MS = 8000;
/** Messages with help lines (every error, and notices that ask for them) stay longer: they are read, not glanced at. */
const NOTICE_WITH_HELP_MS = 20_000;

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show: ShowToast = useCallback(
    (toast) => {
      const id = Date.now() + Math.random();
      setToasts((all) => [...all, { ...toast, id }]);
      setTimeout(() => dismiss(id), toast.withHelpLines || toast.tone === 'error' ? NOTICE_WITH_HELP_MS : TOAST_MS);
    },
    [dismiss],
  );
  return { toasts, show, dismiss };
}

export function Toasts({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  return (
    <div className="toasts">
      {toasts.map((t) => (
        <div key={t.id} className={`toast${t.tone === 'error' ? ' toast-destructive' : ''}`} role={t.tone === 'error' ? 'alert' : 'status'}>
          <p className="toast-title">{t.title}</p>
          <p>{t.text}</p>
          {t.withHelpLines ? <HelpLine day={danishDay(new Date())} /> : t.tone === 'error' && <AcuteLine day={danishDay(new Date())} />}
          <button type="button" className="toast-close" onClick={() => dismiss(t.id)}>
            <Icon name="close" />
            <span className="visually-hidden">Luk besked</span>
          </button>
        </div>
      ))}
    </div>
  );
}
