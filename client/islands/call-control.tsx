// 'Ring op' in the header. (Its call behaviour is built in the call issue.)
import { Icon } from '../ui/icons.tsx';

export interface CallConfig { anonKey: string; agentId: string }

export function CallControl(_config: CallConfig) {
  return (
    <button type="button" className="button call-button">
      <Icon name="phone" /> Ring op
    </button>
  );
}
