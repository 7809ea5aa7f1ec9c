export * from './claims';
export * from './portal';
export * from './users';
