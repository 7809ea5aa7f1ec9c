export * from './claims';
export * from './portal';
export * from './users';
export * from './templates';
export * from './transfers';
export * from './admin';
export * from './limits';
export * from './audit';
