/**
 * The relay's stored messages: each kept until its TTL ends, so a client that subscribes later
 * (the wallet that scans the QR code after the app published its proposal, the app reopened
 * after the wallet answered) still receives it. Bounded in count and bytes, overall and per
 * topic; when full, the oldest message goes first.
 */

export interface StoredMessage {
  topic: string;
  message: string;
  /** Milliseconds since the epoch, as the SDK reads `publishedAt`. */
  publishedAt: number;
  expiresAt: number;
  tag: number;
  /** The client (its `client_id`) that published it: it is never delivered back to it. */
  sender: string;
  /** Clients that acknowledged it: it is not delivered to them again, on any socket. */
  deliveredTo: Set<string>;
}

export interface MailboxLimits {
  maxMessages: number;
  maxBytes: number;
  maxPerTopic: number;
}

export interface Mailbox {
  /** Stores the message; false when the same text was stored on the topic already. */
  put(message: StoredMessage): boolean;
  /** The topic's live messages, oldest first. */
  on(topic: string): StoredMessage[];
  /** Drops what has expired. */
  sweep(): void;
  stats(): { messages: number; bytes: number; topics: number };
  clear(): void;
}

const size = (message: StoredMessage) => message.topic.length + message.message.length;

export function createMailbox(limits: MailboxLimits, now: () => number = Date.now): Mailbox {
  const byTopic = new Map<string, StoredMessage[]>();
  // Publication order, for evicting the oldest when full.
  let queue: StoredMessage[] = [];
  let bytes = 0;

  const remove = (gone: Set<StoredMessage>) => {
    if (gone.size === 0) return;
    queue = queue.filter((m) => !gone.has(m));
    for (const message of gone) {
      bytes -= size(message);
      const list = byTopic.get(message.topic)?.filter((m) => m !== message) ?? [];
      if (list.length) byTopic.set(message.topic, list);
      else byTopic.delete(message.topic);
    }
  };

  const sweep = () => {
    const at = now();
    remove(new Set(queue.filter((m) => m.expiresAt <= at)));
  };

  return {
    put(message) {
      sweep();
      const list = byTopic.get(message.topic) ?? [];
      if (list.some((m) => m.message === message.message)) return false;
      const evict = new Set<StoredMessage>();
      if (list.length >= limits.maxPerTopic) evict.add(list[0]!);
      let count = queue.length - evict.size;
      let total = bytes - [...evict].reduce((sum, m) => sum + size(m), 0);
      for (const old of queue) {
        if (count < limits.maxMessages && total + size(message) <= limits.maxBytes) break;
        if (evict.has(old)) continue;
        evict.add(old);
        count -= 1;
        total -= size(old);
      }
      remove(evict);
      queue.push(message);
      byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
      bytes += size(message);
      return true;
    },
    on(topic) {
      const at = now();
      return (byTopic.get(topic) ?? []).filter((m) => m.expiresAt > at);
    },
    sweep,
    stats: () => ({ messages: queue.length, bytes, topics: byTopic.size }),
    clear() {
      byTopic.clear();
      queue = [];
      bytes = 0;
    },
  };
}
