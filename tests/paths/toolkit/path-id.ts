import type { AnyEventObject } from 'xstate';
import { eventName } from './definition';

/** Key-order independent JSON; an error counts by its name and message. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Error) return { name: v.name, message: v.message };
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const entries = Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  });
}

/** FNV-1a (32 bit) as 8 hex digits: a fingerprint, not a security measure. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

const MAX_SLUG = 64;

/**
 * A path's stable name, from its own events only: `session:done:checkSession>LOGIN>done:login~1a2b3c`
 * (the machine, the event names, a hash of the full events with their payloads). It changes only
 * when this path's events change, never when other paths come or go.
 */
export function pathId(machine: string, events: readonly AnyEventObject[]): string {
  const names = events.map((event) => eventName(event.type)).join('>') || 'start';
  const slug = names.length > MAX_SLUG ? `${names.slice(0, MAX_SLUG - 1)}…` : names;
  return `${machine}:${slug}~${fnv1a(canonical(events)).slice(0, 6)}`;
}

/** The id without its machine (tables per machine): `done:checkSession>LOGIN~1a2b3c`. */
export const shortPathId = (id: string): string => id.slice(id.indexOf(':') + 1);

/** The id as a file name: `session-done-checkSession-LOGIN~1a2b3c`. */
export const pathFileName = (id: string): string => id.replace(/[^A-Za-z0-9._~]+/g, '-');
