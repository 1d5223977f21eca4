'use client';
import type { UserMessage } from '@/lib/errors/user-message';
import { useMessageText } from '@/lib/i18n/use-message-text';

/** A message whose amounts are written in the reader's language (it brings the number code). */
export default function MessageWithAmounts({ message }: { message: UserMessage }) {
  return <>{useMessageText()(message)}</>;
}
