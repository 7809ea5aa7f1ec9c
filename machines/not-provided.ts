import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * The placeholder of an actor the app injects with `machine.provide({ actors })`: it types the
 * actor and, when the app forgot to provide it, fails naming it (the machine then takes its
 * `onError` transition).
 */
export const notProvided = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`actor "${name}" is not provided`)));
