// What the agent shows on the caller's screen (contracts/screen.ts): one JSON text stream per message on
// SCREEN_TOPIC, sent by the agent participant. A call without a room (the tests) shows nothing.
import type { Room } from '@livekit/rtc-node';
import { SCREEN_TOPIC, type ScreenMessage } from '../contracts/screen.ts';

export type ScreenSender = (message: ScreenMessage) => Promise<void>;

/** Sends to the room's participants; never throws, because a screen that misses a card must not end a call. */
export function roomScreen(room?: Room): ScreenSender {
  return async (message) => {
    const participant = room?.localParticipant;
    if (!participant) return;
    try {
      await participant.sendText(JSON.stringify(message), { topic: SCREEN_TOPIC });
    } catch (error) {
      console.error('the screen message could not be sent', error);
    }
  };
}
