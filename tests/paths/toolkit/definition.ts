import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';

export const stateKey = (node: AnyStateNode): string => node.path.join('.') || '(machine)';

/** Every state node below the root, with its `meta.ui` description. */
export function allStates(machine: AnyStateMachine): { key: string; ui: string | undefined }[] {
  return getStateNodes(machine.root).map((node) => {
    const ui: unknown = (node.meta as { ui?: unknown } | undefined)?.ui;
    return { key: stateKey(node), ui: typeof ui === 'string' && ui.trim() ? ui : undefined };
  });
}

/** `xstate.done.actor.login` → `done:login`, `xstate.after.showDelay.x.y` → `after:showDelay`. */
export function eventName(type: string): string {
  if (type === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}:${actor[2]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  return after ? `after:${after[1]}` : type;
}

export const isOutcomeEvent = (type: string) => /^xstate\.(done|error)\.actor\./.test(type);
export const isAfterEvent = (type: string) => type.startsWith('xstate.after.');

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return (guard as { name?: string }).name || 'guard';
}

/** A readable, unique key: `checking —done:checkSession [isSignedIn]→ authenticated`. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const guard = guardName(t.guard);
  const target = t.target?.length ? t.target.map(stateKey).join(', ') : '(stays)';
  return `${stateKey(t.source)} —${eventName(t.eventType)}${guard ? ` [${guard}]` : ''}→ ${target}`;
}

const nodes = (machine: AnyStateMachine): AnyStateNode[] => [machine.root, ...getStateNodes(machine.root)];

/** Every transition of the definition (eventless ones included). */
export function allTransitions(machine: AnyStateMachine): string[] {
  const keys = nodes(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
  const duplicate = keys.find((key, i) => keys.indexOf(key) !== i);
  if (duplicate) throw new Error(`${machine.id}: two transitions share the key "${duplicate}"`);
  return keys;
}

/** Every event type some state handles (eventless transitions excluded). */
export function eventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(nodes(machine).flatMap((node) => [...node.transitions.keys()]))];
}

/** All active state keys of a value, ancestors first: {a: 'b'} → ['a', 'a.b']. */
export function activeStates(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, sub]) =>
    sub === undefined ? [key] : [key, ...activeStates(sub).map((child) => `${key}.${child}`)],
  );
}

/** The delay in ms behind an `xstate.after.<delay>.<state>` event. */
export function afterDelay(machine: AnyStateMachine, type: string, context: unknown): number {
  const name = /^xstate\.after\.([^.]+)\./.exec(type)?.[1];
  if (name === undefined) throw new Error(`not a delayed event: ${type}`);
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (args: { context: unknown }) => number)({ context });
  throw new Error(`${machine.id}: unknown delay "${name}"`);
}
