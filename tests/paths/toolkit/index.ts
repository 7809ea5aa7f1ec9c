export * from './coverage';
export * from './definition';
export * from './markdown';
export * from './path-id';
export * from './paths';
export * from './replay';
export * from './samples';
export type * from './types';
export * from './switch-coverage';
