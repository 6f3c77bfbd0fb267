// The header's call settings, from site.json as the Worker serves it: what every page hands the browser's
// call button. The build makes the consent text's digests from the same function (client/call/call-config.ts).
import type { CallConfig } from '../client/call/call-control.tsx';
import { callConfigOf } from '../client/call/call-config.ts';
import { site } from './content/index.ts';

export const CALL_CONFIG: CallConfig = callConfigOf(site);
