// The lazily loaded part of the call: livekit-client and the client over it, in one chunk that the
// page fetches only when a visitor starts a call.
import * as lk from 'livekit-client';
import { CallClient } from './call-client.ts';
import type { ScreenLinks } from './screen.ts';

export const createCallClient = (links?: ScreenLinks) => new CallClient(lk, links);
